import type { Metadata } from 'next';
import { CheckoutScreen } from '@/components/checkout/CheckoutScreen';

export const metadata: Metadata = { title: '結帳', robots: { index: false } };

/** Checkout (spec §2): guarded by the middleware, so only members reach it. */
export default function CheckoutPage() {
  return <CheckoutScreen />;
}
