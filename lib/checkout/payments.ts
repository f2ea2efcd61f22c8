import type { PaymentType } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';

/** Offered only while nothing is left to pay (spec §4 Checkout). */
export const FREE_PAYMENT = 'free' satisfies PaymentType;

// The gateways are paid from the order screens once they are connected; until then an order made
// with one waits unpaid, and the shopper is told so before choosing it.
const GATEWAY_NOTE = '線上付款即將開放，訂單成立後於訂單頁付款';

const NOTES: Record<PaymentType, string> = {
  COD: '取貨時付款',
  atm: '送出訂單後提供轉帳帳號',
  free: '訂單金額已全額折抵，無需付款',
  newebpay: GATEWAY_NOTE,
  jkos: GATEWAY_NOTE,
  Ibon: GATEWAY_NOTE,
  linepay: GATEWAY_NOTE,
  pchomepay: GATEWAY_NOTE,
};

/** What the shopper should know about a payment type before choosing it, with its fee. */
export const paymentHint = (type: PaymentType, fee: number) =>
  `${fee > 0 ? `手續費 ${formatPrice(fee)}，` : ''}${NOTES[type]}`;

/**
 * The payment choices on screen: the shop's enabled types, with 'free' first while the order is free.
 * 'free' is never offered otherwise, even if a shop lists it.
 */
export function paymentChoices(enabled: readonly PaymentType[], free: boolean): PaymentType[] {
  const usual = enabled.filter((t) => t !== FREE_PAYMENT);
  return free ? [FREE_PAYMENT, ...usual] : usual;
}
