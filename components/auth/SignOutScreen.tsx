'use client';

import { useEffect } from 'react';
import { clearFlow, clearOtpTicket, clearResetTicket } from '@/lib/member/authFlow';
import { signOutReturn } from '@/lib/member/authorize';
import { clearTokens } from '@/lib/member/session';
import { AuthCard } from './AuthCard';
import { Pending } from './Pending';

/**
 * The auth host's sign-out: its session ends (the tokens, and the sign-in in progress it keeps in
 * this tab), then back to the shop that asked, on this site only.
 */
export function SignOutScreen() {
  useEffect(() => {
    clearTokens();
    clearFlow();
    clearOtpTicket();
    clearResetTicket();
    const redirectUri = new URLSearchParams(window.location.search).get('redirect_uri');
    window.location.replace(signOutReturn(redirectUri, window.location.origin));
  }, []);

  return (
    <AuthCard title="登出">
      <Pending>正在登出…</Pending>
    </AuthCard>
  );
}
