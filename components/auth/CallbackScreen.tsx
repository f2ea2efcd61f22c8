'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { completeSignIn } from '@/lib/member/completeSignIn';
import { AUTH_WRAPPER_PATH } from '@/lib/member/paths';
import { AuthCard } from './AuthCard';
import { primaryButton } from './buttons';
import { FormMessage } from './FormMessage';
import { Pending } from './Pending';

/** Callback (spec §2): the auth host's answer becomes a member token, or the reason it did not. */
export function CallbackScreen() {
  const { shopId } = useShop();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The grant code is good once: development's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    void completeSignIn(shopId).then(setError);
  }, [shopId]);

  return (
    <AuthCard title={error ? '登入未完成' : '登入中'}>
      {error ? (
        <div className="space-y-4">
          <FormMessage message={error} />
          {/* A full page load: the new sign-in starts with a fresh state. */}
          <a href={AUTH_WRAPPER_PATH} className={primaryButton}>
            重新登入
          </a>
          <p className="text-center text-sm">
            <Link href="/" className="text-primary underline-offset-4 hover:underline">
              回首頁
            </Link>
          </p>
        </div>
      ) : (
        <Pending>正在完成登入…</Pending>
      )}
    </AuthCard>
  );
}
