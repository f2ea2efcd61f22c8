'use client';

import { useEffect } from 'react';
import { setSignOutHandler } from '@/lib/api/session';
import { signOut } from '@/lib/member/signOut';
import { useShop } from './ShopProvider';

/** Connects the API clients' 401 handling to this shop's sign-out. */
export function SessionBridge() {
  const { shopId } = useShop();
  useEffect(() => setSignOutHandler(() => signOut(shopId)), [shopId]);
  return null;
}
