import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CvsCallbackScreen } from '@/components/checkout/CvsCallbackScreen';

export const metadata: Metadata = { title: '選擇取貨門市', robots: { index: false } };

/** Spec §2: where the store map sends the shopper back, with the map session's token in the query. */
export default function CvsCallbackPage() {
  return (
    <Suspense>
      <CvsCallbackScreen />
    </Suspense>
  );
}
