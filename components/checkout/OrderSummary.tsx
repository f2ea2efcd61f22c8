'use client';

import { AmountRows } from '@/components/order/AmountRows';
import { Skeleton } from '@/components/ui/Skeleton';
import type { OrderCheck } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import { amountRows } from '@/lib/order/amounts';

type Props = {
  check: OrderCheck | null;
  checkError: string | null;
  checking: boolean;
  submitting: boolean;
  submitError: string | null;
  /** Why the order cannot be sent as it stands, from the last pre-check. */
  blocked: string | null;
  /** Asks the pre-check again for the order as it stands. */
  onRecheck: () => void;
};

/**
 * The order's price as the shop's pre-check computed it (spec §4): every discount line, what is left
 * to pay, what the shopper could still gain, and the submit button.
 */
export function OrderSummary({
  check,
  checkError,
  checking,
  submitting,
  submitError,
  blocked,
  onRecheck,
}: Props) {
  const order = check?.order;
  const progress = submitting ? '訂單送出中…' : checking ? '正在計算金額…' : null;
  return (
    <aside
      aria-labelledby="checkout-summary-title"
      className="h-fit rounded-xl bg-highlight p-5 lg:sticky lg:top-20"
    >
      <h2 id="checkout-summary-title" className="mb-3 text-base font-semibold text-ink">
        訂單摘要
      </h2>
      {order ? (
        <div className={checking ? 'opacity-60 transition-opacity' : undefined}>
          {/* A figure from before the last change would be wrong: what is left to pay waits for the new one. */}
          <AmountRows rows={amountRows(order)} dueTestId="payment-price" pending={checking} />
          {order.addCashback > 0 ? (
            <p className="mt-1 text-right text-xs text-muted">
              付款完成後可獲得回饋金 {formatPrice(order.addCashback)}
            </p>
          ) : null}
        </div>
      ) : checkError ? null : (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-8 w-full" />
        </div>
      )}
      {check?.promptMessages.length ? (
        <ul className="mt-4 space-y-1 rounded-lg bg-white px-3 py-2 text-sm text-primary">
          {check.promptMessages.map((p) => (
            <li key={p.message}>{p.message}</li>
          ))}
        </ul>
      ) : null}
      {checkError ? (
        <div className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p role="alert">{checkError}</p>
          {/* A shop that could not answer may answer now; the shopper need not change the order for it. */}
          <button
            type="button"
            onClick={onRecheck}
            disabled={checking}
            className="mt-1 font-semibold underline disabled:no-underline disabled:opacity-60"
          >
            重新計算金額
          </button>
        </div>
      ) : null}
      {submitError && submitError !== checkError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {submitError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={checking || submitting}
        aria-describedby="checkout-progress"
        className="mt-5 w-full rounded-full bg-primary py-3 font-semibold text-white hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        送出訂單
      </button>
      <p
        id="checkout-progress"
        role="status"
        className={`mt-2 min-h-5 text-center text-xs ${progress ? 'text-muted' : 'text-red-700'}`}
      >
        {progress ?? blocked}
      </p>
    </aside>
  );
}
