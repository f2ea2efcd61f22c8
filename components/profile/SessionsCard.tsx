'use client';

import { useState } from 'react';
import { FormMessage } from '@/components/auth/FormMessage';
import { useSending } from '@/components/auth/useSending';

const button =
  'rounded-full px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60';

/**
 * 登出所有裝置: for a member who signed in on a phone or computer they no longer hold. It asks once
 * more before acting, as it signs this browser out too.
 */
export function SessionsCard({ shopId }: { shopId: number }) {
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, run] = useSending();

  const signOutEverywhere = () =>
    run(async () => {
      setMessage(null);
      // Loaded on this click, like 登出: the cookie library is not needed by every page.
      const { signOutEverywhere } = await import('@/lib/member/signOut');
      const error = await signOutEverywhere(shopId);
      if (error === null) return 'leave';
      setMessage(error);
    });

  return (
    <section aria-labelledby="sessions-title" className="rounded-xl border border-line bg-white p-5">
      <h2 id="sessions-title" className="text-base font-semibold text-ink">
        登入裝置
      </h2>
      <p className="mt-2 text-sm text-muted">
        在其他手機或電腦登入過，或懷疑帳號被他人使用時，可登出所有裝置；本品牌各商店都需重新登入。
      </p>
      <div className="mt-3 space-y-3">
        <FormMessage message={message} />
        {confirming ? (
          <div className="rounded-xl bg-primary-soft p-3" role="group" aria-labelledby="sessions-confirm">
            <p id="sessions-confirm" className="text-sm font-medium text-ink">
              確定要登出所有裝置嗎？此裝置也會一併登出。
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className={`${button} bg-primary text-white hover:bg-primary-dark`}
                disabled={sending}
                onClick={() => void signOutEverywhere()}
              >
                {sending ? '登出中…' : '確定登出'}
              </button>
              <button
                type="button"
                className={`${button} border border-line bg-white text-ink hover:bg-primary-soft`}
                disabled={sending}
                onClick={() => setConfirming(false)}
              >
                取消
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className={`${button} border border-primary text-primary hover:bg-primary-soft`}
            onClick={() => setConfirming(true)}
          >
            登出所有裝置
          </button>
        )}
      </div>
    </section>
  );
}
