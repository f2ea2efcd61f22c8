import type { Metadata } from 'next';
import { OtpVerifyScreen } from '@/components/auth/OtpVerifyScreen';

export const metadata: Metadata = { title: '輸入驗證碼', robots: { index: false } };

/** OTPVerify: the code sent by text. */
export default function OtpVerifyPage() {
  return <OtpVerifyScreen />;
}
