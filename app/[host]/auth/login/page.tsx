import type { Metadata } from 'next';
import { LoginScreen } from '@/components/auth/LoginScreen';

export const metadata: Metadata = { title: '登入', robots: { index: false } };

/** Login, the auth host's first screen. */
export default function LoginPage() {
  return <LoginScreen />;
}
