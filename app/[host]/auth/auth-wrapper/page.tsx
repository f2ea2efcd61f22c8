import type { Metadata } from 'next';
import { AuthWrapperScreen } from '@/components/auth/AuthWrapperScreen';

export const metadata: Metadata = { title: '會員登入', robots: { index: false } };

/** AuthWrapper (spec §2): the login entry guarded pages send signed-out visits to. */
export default function AuthWrapperPage() {
  return <AuthWrapperScreen />;
}
