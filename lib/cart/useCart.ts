'use client';

import { useSyncExternalStore } from 'react';
import { getServerCart, readCart, subscribeCart } from './store';

/** The cart of a shop; null until the browser has read it (server rendering, hydration, first load). */
export function useCart(shopId: number) {
  return useSyncExternalStore(subscribeCart, () => readCart(shopId), getServerCart);
}
