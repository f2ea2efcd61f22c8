'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ShopConfig } from '@/lib/api/contract';

export type ShopContextValue = { shopId: number; host: string; config: ShopConfig };

const ShopContext = createContext<ShopContextValue | null>(null);

/** The shop of this page, for client components: id, host and config as the layout loaded them. */
export function ShopProvider({ value, children }: { value: ShopContextValue; children: ReactNode }) {
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopContextValue {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop outside ShopProvider');
  return shop;
}
