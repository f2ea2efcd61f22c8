'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

// The modal (Headless UI dialog, spec selector) is fetched the first time a shopper opens it.
const AddToCartModal = dynamic(() => import('./AddToCartModal').then((m) => m.AddToCartModal), {
  ssr: false,
});

type Open = (productNanoId: string) => void;
const OpenContext = createContext<Open | null>(null);

/** Lets any product card open the add-to-cart modal for a product (spec §2). */
export function AddToCartModalProvider({ children }: { children: ReactNode }) {
  const [nanoId, setNanoId] = useState<string | null>(null);
  const open = useCallback<Open>((id) => setNanoId(id), []);
  // Stable, as the modal waits on it in an effect.
  const closed = useCallback(() => setNanoId(null), []);
  return (
    <OpenContext.Provider value={open}>
      {children}
      {nanoId ? <AddToCartModal nanoId={nanoId} onClosed={closed} /> : null}
    </OpenContext.Provider>
  );
}

export function useAddToCartModal(): Open {
  const open = useContext(OpenContext);
  if (!open) throw new Error('useAddToCartModal outside AddToCartModalProvider');
  return open;
}
