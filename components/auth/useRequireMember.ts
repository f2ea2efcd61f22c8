'use client';

import { useEffect } from 'react';
import { authWrapperPath } from '@/lib/member/paths';
import { hasMemberToken } from '@/lib/member/token';
import { useHydrated } from '@/lib/ui/useHydrated';

/**
 * Member screens the middleware does not guard (SetPassword, SignupInfo): without a member token the
 * shopper signs in first and comes back here. True once the screen may show.
 */
export function useRequireMember(): boolean {
  const hydrated = useHydrated();
  const member = hydrated && hasMemberToken();
  useEffect(() => {
    if (hydrated && !member) {
      window.location.replace(authWrapperPath(`${window.location.pathname}${window.location.search}`));
    }
  }, [hydrated, member]);
  return member;
}
