import type { OrderQuote } from '@/lib/api/contract';

/**
 * One line of an amount breakdown. `amount` is what the line adds to the order (promotions, the
 * promo code and balances are negative); the 'due' line, last, is what is left to pay.
 */
export type AmountRow = {
  key: string;
  label: string;
  amount: number;
  kind: 'line' | 'due';
  /** The delivery fee before it was waived, shown struck through. */
  was?: number;
  /** The promotion that waived the delivery fee (none when the delivery's own threshold did). */
  note?: string;
};

type Amounts = Omit<
  OrderQuote,
  | 'EcommerceOrderItems'
  | 'maxUseCashbackPrice'
  | 'cashbackBalance'
  | 'walletBalance'
  | 'externalWalletBalance'
  | 'addCashback'
>;

/**
 * The order amount (訂單金額): goods after promotions, plus delivery and fees. Derived from what was
 * paid and what the member's balances covered, so it always agrees with the server's paymentPrice.
 */
export const orderTotal = (o: Amounts) =>
  o.paymentPrice + o.useCashbackPrice + o.walletPrice + o.externalWalletPrice;

const line = (key: string, label: string, amount: number): AmountRow => ({
  key,
  label,
  amount,
  kind: 'line',
});

/**
 * An order's amounts as the checkout summary and the order screens show them (spec §4): the goods,
 * each promotion by name, the promo code, the delivery (struck through when waived), the payment
 * fee, each balance used, and what is left to pay. The lines add up to paymentPrice.
 */
export function amountRows(o: Amounts): AmountRow[] {
  const rows = [line('goods', '商品小計', o.totalProductPrice)];
  for (const p of o.EcommerceOrderPromoByProducts)
    rows.push(line(`product-${p.id}-${p.productId}`, p.name, -p.discount));
  // A free-shipping promotion shows as the waived delivery fee below, not as a discount of its own.
  for (const p of o.EcommerceOrderPromoByOrders)
    if (p.type === 'discount') rows.push(line(`order-${p.id}`, p.name, -p.discount));
  if (o.promoCode) rows.push(line('promoCode', `優惠碼（${o.promoCode.code}）`, -o.promoCodeDiscount));

  const delivery = line('delivery', '運費', o.deliveryPrice);
  if (o.deliveryPrice < o.originDeliveryPrice) {
    delivery.was = o.originDeliveryPrice;
    const promotion = o.EcommerceOrderPromoByOrders.find((p) => p.type === 'freeShipping');
    if (promotion) delivery.note = promotion.name;
  }
  rows.push(delivery);

  if (o.paymentFee > 0) rows.push(line('paymentFee', '付款手續費', o.paymentFee));
  if (o.useCashbackPrice > 0) rows.push(line('cashback', '回饋金折抵', -o.useCashbackPrice));
  if (o.walletPrice > 0) rows.push(line('wallet', '購物金折抵', -o.walletPrice));
  if (o.externalWalletPrice > 0) rows.push(line('externalWallet', '外部錢包折抵', -o.externalWalletPrice));
  rows.push({ key: 'paymentPrice', label: '應付金額', amount: o.paymentPrice, kind: 'due' });
  return rows;
}
