'use client';

import { useEffect } from 'react';
import { useShop } from '@/components/providers/ShopProvider';

/**
 * Brings the stored cart up to date with the shop once the page has loaded (spec §4 Cart). The
 * refresh and the API client it calls load then, not with the page.
 */
export function CartRefresher() {
  const { shopId } = useShop();
  useEffect(() => {
    void import('@/lib/cart/refresh').then(({ refreshCart }) => refreshCart(shopId));
  }, [shopId]);
  return null;
}
