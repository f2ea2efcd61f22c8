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

type PaymentFacts = {
  status: string;
  paymentType: string;
  paymentDueAt: Date | null;
  /** ATM into a virtual account a gateway issues (orders.virtual_account). */
  virtualAccount: boolean;
  /** The account to transfer to, once there is one. */
  atm: unknown;
  /** Ibon: the store code to pay, once the gateway has issued one. */
  storeCode: unknown;
  /** Since when a payment is held by the gateway for the shop's review (orders.payment_review_at). */
  paymentReviewAt: Date | null;
};

/** Paid through a gateway: an online type, or ATM into a virtual account the gateway issues. */
const paidThroughGateway = (order: Pick<PaymentFacts, 'paymentType' | 'virtualAccount'>) =>
  order.paymentType === 'atm' ? order.virtualAccount : !isOfflinePayment(order.paymentType as PaymentType);

/**
 * Whether the shopper may start (another) online payment of the order now. Once a virtual account or
 * a store code is issued the order is paid with it: another attempt would issue a second one, and a
 * shopper could then pay the order twice. A payment held for the shop's review may still be taken,
 * so the order waits for the shop's decision instead.
 */
export function isPayableOnline(order: PaymentFacts, now: Date): boolean {
  if (order.status !== 'unpaid') return false;
  if (!paidThroughGateway(order)) return false;
  if (order.paymentReviewAt !== null) return false;
  if (order.paymentType === 'atm' && order.atm !== null) return false;
  if (order.paymentType === 'Ibon' && order.storeCode !== null) return false;
  return order.paymentDueAt === null || order.paymentDueAt.getTime() > now.getTime();
}
