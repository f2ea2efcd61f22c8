import type { Metadata } from 'next';
import { LineCallbackScreen } from '@/components/auth/LineCallbackScreen';

export const metadata: Metadata = { title: 'LINE 登入', robots: { index: false } };

/** LINE Login's callback URL on the shop's host. */
export default function LineCallbackPage() {
  return <LineCallbackScreen />;
}
