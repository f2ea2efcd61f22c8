'use client';

import { useEffect } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { clearCart } from '@/lib/cart/store';
import { clearTokens } from '@/lib/member/session';
import { AuthCard } from './AuthCard';
import { Pending } from './Pending';

/**
 * The auth host's sign-out: whatever brought the shopper here (the storefront's signOut, or this
 * address opened directly), nothing signed-in is left behind, then home.
 */
export function SignOutScreen() {
  const { shopId } = useShop();
  useEffect(() => {
    clearTokens();
    clearCart(shopId);
    window.location.replace('/');
  }, [shopId]);

  return (
    <AuthCard title="登出">
      <Pending>正在登出…</Pending>
    </AuthCard>
  );
}
