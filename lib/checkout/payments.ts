import type { PaymentType } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';

/** Offered only while nothing is left to pay (spec §4 Checkout). */
export const FREE_PAYMENT = 'free' satisfies PaymentType;

/** What happens after 送出訂單 with each type. */
const NOTES: Record<PaymentType, string> = {
  COD: '取貨時付款',
  atm: '送出訂單後提供轉帳帳號',
  free: '訂單金額已全額折抵，無需付款',
  newebpay: '送出訂單後前往信用卡付款頁',
  pchomepay: '送出訂單後前往支付連付款頁',
  linepay: '送出訂單後前往 LINE Pay 付款',
  jkos: '送出訂單後前往街口支付付款',
  Ibon: '取得繳費代碼後至 7-ELEVEN ibon 繳費',
};

/** What the shopper should know about a payment type before choosing it, with its fee. */
export function paymentHint(type: PaymentType, fee: number): string {
  return `${fee > 0 ? `手續費 ${formatPrice(fee)}，` : ''}${NOTES[type]}`;
}

/**
 * The payment choices on screen: the types the shop can take now (the server lists a gateway type
 * only once its gateway is configured), with 'free' first while the order is free. 'free' is never
 * offered otherwise, even if a shop lists it.
 */
export function paymentChoices(enabled: readonly PaymentType[], free: boolean): PaymentType[] {
  const usual = enabled.filter((t) => t !== FREE_PAYMENT);
  return free ? [FREE_PAYMENT, ...usual] : usual;
}

/** Whether the shopper may choose this payment now. */
export const canChoosePayment = (enabled: readonly PaymentType[], free: boolean, type: PaymentType) =>
  paymentChoices(enabled, free).includes(type);
