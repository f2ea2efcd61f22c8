'use client';

import { useSyncExternalStore } from 'react';
import { getCart, getServerCart, subscribeCart } from './store';

/** The cart of a shop; empty during server rendering, filled after mount. */
export function useCart(shopId: number) {
  return useSyncExternalStore(subscribeCart, () => getCart(shopId), getServerCart);
}
