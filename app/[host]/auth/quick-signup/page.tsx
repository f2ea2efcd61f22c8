import type { Metadata } from 'next';
import { QuickSignupScreen } from '@/components/auth/QuickSignupScreen';

export const metadata: Metadata = { title: '快速註冊', robots: { index: false } };

/** QuickSignup: become a member with a phone number and a code. */
export default function QuickSignupPage() {
  return <QuickSignupScreen />;
}
