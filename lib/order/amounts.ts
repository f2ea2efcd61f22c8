import type { OrderQuote } from '@/lib/api/contract';

/** One line of an order's money summary; discounts are positive amounts shown with a minus. */
export type AmountRow = { label: string; amount: number; kind: 'charge' | 'discount' };

type Amounts = Omit<
  OrderQuote,
  | 'EcommerceOrderItems'
  | 'maxUseCashbackPrice'
  | 'cashbackBalance'
  | 'walletBalance'
  | 'externalWalletBalance'
>;

/**
 * The order amount (訂單金額): goods after promotions, plus delivery and fees. Derived from what was
 * paid and what the member's balances covered, so it always agrees with the server's paymentPrice.
 */
export const orderTotal = (o: Amounts) =>
  o.paymentPrice + o.useCashbackPrice + o.walletPrice + o.externalWalletPrice;

const charge = (label: string, amount: number): AmountRow => ({ label, amount, kind: 'charge' });
const discount = (label: string, amount: number): AmountRow => ({ label, amount, kind: 'discount' });

/** From the goods to the order amount: every promotion, the promo code, delivery and the payment fee. */
export function orderAmountRows(o: Amounts): AmountRow[] {
  const rows = [charge('商品總額', o.totalProductPrice)];

  // The itemised promotions name themselves; a bare total stands in when a backend sends only that.
  if (o.EcommerceOrderPromoByProducts.length)
    rows.push(...o.EcommerceOrderPromoByProducts.map((p) => discount(p.name, p.discount)));
  else if (o.promoByProductDiscount > 0) rows.push(discount('商品優惠', o.promoByProductDiscount));

  const orderDiscounts = o.EcommerceOrderPromoByOrders.filter((p) => p.type === 'discount');
  if (orderDiscounts.length) rows.push(...orderDiscounts.map((p) => discount(p.name, p.discount)));
  else if (!o.EcommerceOrderPromoByOrders.length && o.promoByOrderDiscount > 0)
    rows.push(discount('滿額優惠', o.promoByOrderDiscount));

  if (o.promoCodeDiscount > 0)
    rows.push(discount(o.promoCode ? `優惠碼 ${o.promoCode.code}` : '優惠碼', o.promoCodeDiscount));

  // The fee before any waiver, then the waiver, so that a free delivery still shows what it saved.
  rows.push(charge('運費', o.originDeliveryPrice));
  const waived = o.originDeliveryPrice - o.deliveryPrice;
  if (waived > 0) {
    const freeShipping = o.EcommerceOrderPromoByOrders.filter((p) => p.type === 'freeShipping');
    rows.push(discount(freeShipping.map((p) => p.name).join('、') || '免運優惠', waived));
  }

  if (o.paymentFee > 0) rows.push(charge('付款手續費', o.paymentFee));
  return rows.filter((r) => r.kind === 'charge' || r.amount > 0);
}

/** What the member's balances paid: from the order amount down to what is left to pay (應付金額). */
export function balanceRows(o: Amounts): AmountRow[] {
  return [
    discount('回饋金折抵', o.useCashbackPrice),
    discount('購物金折抵', o.walletPrice),
    discount('外部購物金折抵', o.externalWalletPrice),
  ].filter((r) => r.amount > 0);
}
