'use client';

import type { CheckoutFailure } from '@/lib/checkout/opening';

type Props = { failures: CheckoutFailure[]; retrying: boolean; onRetry: () => void };

/** In place of the order summary: which of the checkout's choices could not be read, and why. */
export function CheckoutUnavailable({ failures, retrying, onRetry }: Props) {
  return (
    <div role="alert" className="h-fit rounded-xl border border-line bg-white p-5 text-center">
      <h2 className="text-base font-semibold text-ink">暫時無法結帳</h2>
      <ul className="mt-2 space-y-1 text-sm text-muted">
        {failures.map((f) => (
          <li key={f.read}>
            無法載入{f.what}：{f.message}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-4 rounded-full bg-primary px-6 py-2 text-sm font-semibold text-white hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        {retrying ? '重新載入中…' : '重新載入'}
      </button>
    </div>
  );
}
