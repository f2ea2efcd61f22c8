'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { saveLastRoute } from '@/lib/member/lastRoute';
import { startSignIn } from '@/lib/member/startSignIn';
import { AuthCard } from './AuthCard';
import { primaryButton } from './buttons';
import { FormMessage } from './FormMessage';
import { Pending } from './Pending';

/** The login entry (spec §2 AuthWrapper): notes where to come back to, then leaves for the auth host. */
export function AuthWrapperScreen() {
  const { shopId } = useShop();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const start = useCallback(
    () =>
      startSignIn(shopId).then((message) => {
        if (!message) return;
        // Spec §8: an auth host failure is a browser alert; the screen keeps it and offers a retry.
        window.alert(message);
        setError(message);
      }),
    [shopId],
  );

  useEffect(() => {
    // Development runs effects twice; one sign-in at a time.
    if (started.current) return;
    started.current = true;
    saveLastRoute(new URLSearchParams(window.location.search).get('lastRoute'));
    void start();
  }, [start]);

  return (
    <AuthCard title="會員登入">
      {error ? (
        <div className="space-y-4">
          <FormMessage message={error} />
          <button
            type="button"
            className={primaryButton}
            onClick={() => {
              setError(null);
              void start();
            }}
          >
            重新前往登入
          </button>
        </div>
      ) : (
        <Pending>正在前往登入頁…</Pending>
      )}
    </AuthCard>
  );
}
