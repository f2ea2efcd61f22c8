import type { Metadata } from 'next';
import { SignOutScreen } from '@/components/auth/SignOutScreen';

export const metadata: Metadata = { title: '登出', robots: { index: false } };

/** The auth host's sign-out, the last stop of signing out before home. */
export default function SignOutPage() {
  return <SignOutScreen />;
}
