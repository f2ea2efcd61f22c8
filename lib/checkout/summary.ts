import type { OrderQuote } from '@/lib/api/contract';

/**
 * One line of the order summary. `amount` is what the line adds to the total (discounts are
 * negative); `was` is a price shown struck through beside it.
 */
export type SummaryRow = { key: string; label: string; amount: number; was?: number };

/**
 * The summary of a pre-check (spec §4): the goods, every promotion that applied, the promo code, the
 * delivery (struck through when waived), the payment fee and each balance used. What is left to pay
 * is `paymentPrice`, shown apart.
 */
export function summaryRows(order: OrderQuote): SummaryRow[] {
  const rows: SummaryRow[] = [{ key: 'goods', label: '商品小計', amount: order.totalProductPrice }];
  for (const p of order.EcommerceOrderPromoByProducts)
    rows.push({ key: `product-${p.id}`, label: p.name, amount: -p.discount });
  for (const p of order.EcommerceOrderPromoByOrders)
    if (p.type === 'discount') rows.push({ key: `order-${p.id}`, label: p.name, amount: -p.discount });
  if (order.promoCodeDiscount > 0)
    rows.push({
      key: 'promoCode',
      label: order.promoCode ? `優惠碼（${order.promoCode.name}）` : '優惠碼',
      amount: -order.promoCodeDiscount,
    });
  const freeShipping = order.EcommerceOrderPromoByOrders.find((p) => p.type === 'freeShipping');
  const waived = order.originDeliveryPrice > order.deliveryPrice;
  rows.push({
    key: 'delivery',
    label: waived && freeShipping ? `運費（${freeShipping.name}）` : '運費',
    amount: order.deliveryPrice,
    ...(waived ? { was: order.originDeliveryPrice } : {}),
  });
  if (order.paymentFee > 0) rows.push({ key: 'paymentFee', label: '付款手續費', amount: order.paymentFee });
  if (order.useCashbackPrice > 0)
    rows.push({ key: 'cashback', label: '回饋金折抵', amount: -order.useCashbackPrice });
  if (order.walletPrice > 0) rows.push({ key: 'wallet', label: '購物金折抵', amount: -order.walletPrice });
  if (order.externalWalletPrice > 0)
    rows.push({ key: 'externalWallet', label: '外部錢包折抵', amount: -order.externalWalletPrice });
  return rows;
}
