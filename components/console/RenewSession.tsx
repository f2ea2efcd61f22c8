'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { goToSignIn, renewSession } from '@/lib/console/client';

/**
 * Shown where a console page found no live bearer: the refresh cookie is spent for a new one and the
 * page is rendered again; without one, the staff member signs in and comes back here.
 */
export function RenewSession({ shopId }: { shopId: number }) {
  const router = useRouter();
  useEffect(() => {
    let live = true;
    void renewSession(shopId).then((ok) => {
      if (!live) return;
      if (ok) router.refresh();
      else goToSignIn();
    });
    return () => {
      live = false;
    };
  }, [router, shopId]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-highlight">
      <p role="status" className="text-sm text-muted">
        正在確認登入狀態…
      </p>
    </main>
  );
}
