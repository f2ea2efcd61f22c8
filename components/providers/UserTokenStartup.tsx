'use client';

import { useEffect } from 'react';
import { MEMBER_TOKEN_KEY, readToken, USER_TOKEN_KEY } from '@/lib/api/session';
import { cookieValue, startupTokenStep } from '@/lib/member/startupToken';
import { useShop } from './ShopProvider';

let ran = false;

/**
 * Startup's user-token check (spec §1), once per page load. The exchange and the cookie library it
 * writes with load only when there is a token to exchange, which is rare.
 */
export function UserTokenStartup() {
  const { shopId } = useShop();
  useEffect(() => {
    if (ran) return;
    ran = true;
    const step = startupTokenStep({
      cookieToken: cookieValue(document.cookie, USER_TOKEN_KEY),
      storedToken: readToken(USER_TOKEN_KEY),
      memberToken: readToken(MEMBER_TOKEN_KEY),
      path: window.location.pathname,
    });
    if (step.action !== 'exchange') return;
    void import('@/lib/member/exchangeAtStartup').then(({ exchangeAtStartup }) =>
      exchangeAtStartup(shopId, step.userToken),
    );
  }, [shopId]);
  return null;
}
