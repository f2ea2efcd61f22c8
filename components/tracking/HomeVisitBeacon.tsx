'use client';

import { useEffect } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { sendHomeVisit } from '@/lib/api/visits';

/** Startup runs once per page load (spec §1), whatever the shopper does with the page after. */
let sent = false;

/**
 * Records the home visit (spec §1) once the page is up. Pages come from caches, so the server never
 * sees the opening itself: the browser reports it.
 */
export function HomeVisitBeacon() {
  const { shopId } = useShop();
  useEffect(() => {
    if (sent) return;
    sent = true;
    sendHomeVisit(shopId);
  }, [shopId]);
  return null;
}
