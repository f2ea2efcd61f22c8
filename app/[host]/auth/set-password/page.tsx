import type { Metadata } from 'next';
import { SetPasswordScreen } from '@/components/auth/SetPasswordScreen';

export const metadata: Metadata = { title: '設定密碼', robots: { index: false } };

/** SetPassword: a member's password (signed in by code until then). */
export default function SetPasswordPage() {
  return <SetPasswordScreen />;
}
