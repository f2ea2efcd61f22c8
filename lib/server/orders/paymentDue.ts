import { isOfflinePayment, type PaymentType } from '@/lib/api/contract';
import { atmDueAt } from './numbers';

/**
 * How long an unpaid order holds its stock. A transfer or a code paid at a convenience store takes
 * the shopper a trip, so those wait until the end of the third day (Taiwan time), as ATM always has;
 * a card or a wallet is paid on the spot, so those wait a day, enough to try again after a failure.
 * Cash on delivery and free orders are never waiting for a payment. Pure.
 */
export const ONLINE_PAYMENT_HOURS = 24;

export function paymentDueAt(type: PaymentType, createdAt: Date): Date | null {
  if (type === 'atm' || type === 'Ibon') return atmDueAt(createdAt);
  if (isOfflinePayment(type)) return null;
  return new Date(createdAt.getTime() + ONLINE_PAYMENT_HOURS * 3600_000);
}

/** Whether the shopper may start (another) online payment of the order now. */
export function isPayableOnline(
  order: { status: string; paymentType: string; paymentDueAt: Date | null },
  now: Date,
): boolean {
  if (order.status !== 'unpaid') return false;
  if (isOfflinePayment(order.paymentType as PaymentType)) return false;
  return order.paymentDueAt === null || order.paymentDueAt.getTime() > now.getTime();
}
