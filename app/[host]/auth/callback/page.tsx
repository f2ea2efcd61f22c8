import type { Metadata } from 'next';
import { CallbackScreen } from '@/components/auth/CallbackScreen';

export const metadata: Metadata = { title: '登入中', robots: { index: false } };

/** Callback (spec §2): where the auth host sends the shopper back with a grant code. */
export default function CallbackPage() {
  return <CallbackScreen />;
}
