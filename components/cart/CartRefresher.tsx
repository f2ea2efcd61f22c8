'use client';

import { useEffect } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { refreshCart } from '@/lib/cart/refresh';

/** Brings the stored cart up to date with the shop once the page has loaded (spec §4 Cart). */
export function CartRefresher() {
  const { shopId } = useShop();
  useEffect(() => {
    void refreshCart(shopId);
  }, [shopId]);
  return null;
}
