import { isDeliveryEnabled, type Delivery, type PaymentType } from '@/lib/api/contract';
import type { PaymentIconKey } from '@/components/icons/payment/PaymentIcons';

/**
 * The card brands each card gateway takes. NewebPay (藍新金流) takes VISA, Mastercard and JCB, and
 * UnionPay and American Express too (its payment page has a switch for each: UNIONPAY, CREDITAE).
 * PChomePay (支付連) takes VISA, Mastercard and JCB only.
 */
const CARD_BRANDS: Partial<Record<PaymentType, PaymentIconKey[]>> = {
  newebpay: ['visa', 'masterCard', 'jcb', 'unionPay', 'amex'],
  pchomepay: ['visa', 'masterCard', 'jcb'],
};

const BY_PAYMENT: Partial<Record<PaymentType, PaymentIconKey[]>> = {
  pchomepay: ['pchomePay'],
  linepay: ['linePay'],
  jkos: ['jkoPay'],
  // Ibon codes are paid at 7-ELEVEN's ibon kiosks.
  Ibon: ['sevenEleven'],
};

/** ECPay's convenience-store chains (C2C kinds included), by the mark of each. */
const BY_CHAIN: Record<string, PaymentIconKey> = {
  UNIMART: 'sevenEleven',
  FAMI: 'familyMart',
  // The spec's rtMart mark stands for Hi-Life (萊爾富).
  HILIFE: 'rtMart',
  OKMART: 'okMart',
};

/**
 * The marks the footer shows: those of the payment types the shop takes (with the card brands of its
 * card gateways) and the convenience-store chains it delivers to, so a shopper is not promised a way
 * to pay or pick up that checkout lacks. The footer draws them in its own order. Pure.
 */
export function footerMarks(
  types: readonly PaymentType[],
  deliveries: readonly Delivery[],
): ReadonlySet<PaymentIconKey> {
  const shown = new Set<PaymentIconKey>(
    types.flatMap((t) => [...(BY_PAYMENT[t] ?? []), ...(CARD_BRANDS[t] ?? [])]),
  );
  for (const d of deliveries) {
    const mark =
      d.type === 'cvs' && isDeliveryEnabled(d) ? BY_CHAIN[(d.subType ?? '').replace(/C2C$/, '')] : null;
    if (mark) shown.add(mark);
  }
  return shown;
}
