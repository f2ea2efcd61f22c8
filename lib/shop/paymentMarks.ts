import { isDeliveryEnabled, type Delivery, type PaymentType } from '@/lib/api/contract';
import type { PaymentIconKey } from '@/components/icons/payment/PaymentIcons';

const CARDS: PaymentIconKey[] = ['visa', 'masterCard', 'jcb'];

const BY_PAYMENT: Partial<Record<PaymentType, PaymentIconKey[]>> = {
  newebpay: CARDS,
  pchomepay: ['pchomePay', ...CARDS],
  linepay: ['linePay'],
  jkos: ['jkoPay'],
  // Ibon codes are paid at 7-ELEVEN's ibon kiosks.
  Ibon: ['sevenEleven'],
};

const BY_CHAIN: Record<string, PaymentIconKey> = {
  UNIMART: 'sevenEleven',
  FAMI: 'familyMart',
  OKMART: 'okMart',
};

/**
 * The marks the footer shows: those of the payment types the shop takes and the convenience-store
 * chains it delivers to, so a shopper is not promised a way to pay or pick up that checkout lacks.
 * The footer draws them in its own order. Pure.
 */
export function footerMarks(
  types: readonly PaymentType[],
  deliveries: readonly Delivery[],
): ReadonlySet<PaymentIconKey> {
  const shown = new Set<PaymentIconKey>(types.flatMap((t) => BY_PAYMENT[t] ?? []));
  for (const d of deliveries) {
    const mark =
      d.type === 'cvs' && isDeliveryEnabled(d) ? BY_CHAIN[(d.subType ?? '').replace(/C2C$/, '')] : null;
    if (mark) shown.add(mark);
  }
  return shown;
}
