import type { Metadata } from 'next';
import { LinePhoneScreen } from '@/components/auth/LinePhoneScreen';

export const metadata: Metadata = { title: '驗證手機號碼', robots: { index: false } };

/** A LINE user new to the shop verifies a phone once. */
export default function LinePhonePage() {
  return <LinePhoneScreen />;
}
