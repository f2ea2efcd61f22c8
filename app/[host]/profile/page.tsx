import type { Metadata } from 'next';
import { ProfileScreen } from '@/components/profile/ProfileScreen';

export const metadata: Metadata = { title: '會員中心', robots: { index: false } };

/** Profile (spec §2): guarded by the middleware, so only members reach it. */
export default function ProfilePage() {
  return <ProfileScreen />;
}
