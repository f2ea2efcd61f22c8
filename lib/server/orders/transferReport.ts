import type { Decision, OrderState } from './lifecycle';
import { DAY_MS } from './numbers';

/**
 * A reported ATM transfer waits for the shop to find it in its statement. A made-up report must not
 * hold the stock forever, so the report is taken only until the payment deadline, and an order the
 * shop has not confirmed this long after that deadline is cancelled by the system. Pure.
 */
export const REPORTED_TRANSFER_WAIT_DAYS = 3;

export const EXPIRED_REPORT_NOTE = '匯款回報後逾期未確認，系統自動取消';

/** The shopper may report a transfer until the order's payment deadline (none: any time). */
export function canReportTransfer(paymentDueAt: Date | null, now: Date): boolean {
  return paymentDueAt === null || now.getTime() <= paymentDueAt.getTime();
}

/** When a reported order the shop has not confirmed is cancelled. */
export function reportedExpiresAt(paymentDueAt: Date): Date {
  return new Date(paymentDueAt.getTime() + REPORTED_TRANSFER_WAIT_DAYS * DAY_MS);
}

/** The latest payment deadline whose reported orders have expired by `now` (the sweep's cutoff). */
export function reportedDueBefore(now: Date): Date {
  return new Date(now.getTime() - REPORTED_TRANSFER_WAIT_DAYS * DAY_MS);
}

/** The system cancels a reported order the shop has not confirmed in time. */
export function expireReported(state: OrderState): Decision {
  if (state.status !== 'unpaid' || state.paid || !state.transferReported)
    return { ok: false, message: '此訂單不在等待確認匯款的狀態' };
  return { ok: true, move: { to: 'cancelled', markPaid: false, note: EXPIRED_REPORT_NOTE } };
}
