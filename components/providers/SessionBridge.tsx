'use client';

import { useEffect } from 'react';
import { setSignOutHandler } from '@/lib/api/session';
import { useShop } from './ShopProvider';

/**
 * Connects the API clients' 401 handling to this shop's sign-out. The sign-out (and the cookie
 * library it uses) loads when a 401 calls for it: it runs after a delay anyway (spec §9).
 */
export function SessionBridge() {
  const { shopId } = useShop();
  useEffect(
    () =>
      setSignOutHandler(() => {
        // The server refused the token: there is no session left for it to end.
        void import('@/lib/member/signOut').then(({ signOut }) => signOut(shopId, { ended: true }));
      }),
    [shopId],
  );
  return null;
}
