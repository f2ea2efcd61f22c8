/**
 * Payment events worth a person's attention (a refused notification, money received for an order
 * that was cancelled meanwhile, a gateway that could not be reached), one JSON line each on the
 * server's log. Only names, numbers and messages are written: never keys, never a raw body.
 */
export type PaymentEvent =
  | 'start-failed'
  | 'refused'
  | 'amount-mismatch'
  | 'paid-after-cancel'
  | 'paid-twice'
  | 'notify-failed'
  | 'return-failed'
  | 'account-not-recorded'
  | 'code-not-recorded'
  | 'reconciled'
  | 'reconcile-failed'
  | 'reconcile-gave-up'
  | 'held-for-review'
  | 'review-refused'
  | 'review-unanswered';

export function paymentLog(event: PaymentEvent, details: Record<string, unknown>): void {
  const { error, ...rest } = details;
  const line = {
    at: new Date().toISOString(),
    scope: 'payment',
    event,
    ...rest,
    ...(error !== undefined ? { error: error instanceof Error ? error.message : String(error) } : {}),
  };
  console.warn(JSON.stringify(line));
}
