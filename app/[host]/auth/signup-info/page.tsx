import type { Metadata } from 'next';
import { SignupInfoScreen } from '@/components/auth/SignupInfoScreen';

export const metadata: Metadata = { title: '填寫會員資料', robots: { index: false } };

/** SignupInfo: a new member's details. */
export default function SignupInfoPage() {
  return <SignupInfoScreen />;
}
