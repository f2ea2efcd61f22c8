import { isOfflinePayment, OFFLINE_PAYMENT_TYPES, type PaymentType } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';

/** Offered only while nothing is left to pay (spec §4 Checkout). */
export const FREE_PAYMENT = 'free' satisfies PaymentType;

/** Beside a gateway the shop lists: the server refuses it until the gateway is connected. */
export const GATEWAY_NOTE = '線上付款即將開放';

const NOTES: Record<(typeof OFFLINE_PAYMENT_TYPES)[number], string> = {
  COD: '取貨時付款',
  atm: '送出訂單後提供轉帳帳號',
  free: '訂單金額已全額折抵，無需付款',
};
const offlineNote = (type: PaymentType): string | undefined =>
  (NOTES as Partial<Record<PaymentType, string>>)[type];

/** What the shopper should know about a payment type before choosing it, with its fee. */
export function paymentHint(type: PaymentType, fee: number): string {
  const note = offlineNote(type);
  if (note === undefined) return GATEWAY_NOTE;
  return `${fee > 0 ? `手續費 ${formatPrice(fee)}，` : ''}${note}`;
}

/** A payment on screen; one that cannot be paid yet is listed but cannot be chosen. */
export type PaymentChoice = { type: PaymentType; payable: boolean };

/**
 * The payment choices on screen: the shop's enabled types, with 'free' first while the order is free.
 * 'free' is never offered otherwise, even if a shop lists it.
 */
export function paymentChoices(enabled: readonly PaymentType[], free: boolean): PaymentChoice[] {
  const usual = enabled.filter((t) => t !== FREE_PAYMENT);
  const listed: PaymentType[] = free ? [FREE_PAYMENT, ...usual] : usual;
  return listed.map((type) => ({ type, payable: isOfflinePayment(type) }));
}

/** Whether the shopper may choose this payment now. */
export const canChoosePayment = (enabled: readonly PaymentType[], free: boolean, type: PaymentType) =>
  paymentChoices(enabled, free).some((c) => c.type === type && c.payable);
