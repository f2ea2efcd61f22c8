import type { Metadata } from 'next';
import { ForgotPasswordScreen } from '@/components/auth/ForgotPasswordScreen';

export const metadata: Metadata = { title: '忘記密碼', robots: { index: false } };

/** ForgotPassword: a new password through a code sent by text. */
export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
