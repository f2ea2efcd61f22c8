/** Cashback rules of an order (spec §3 Use-rebate config, §5). Pure. */

export type CashbackLine = { productId: number; subtotal: number; useCashbackRate: number };

/**
 * The most cashback an order may use: each product's useCashbackRate share of its price (rounded
 * down per line), no more than the member holds, no more than the goods cost after discounts.
 */
export function maxUsableCashback(
  lines: CashbackLine[],
  o: { enabled: boolean; balance: number; goods: number },
): number {
  if (!o.enabled) return 0;
  const byRate = lines.reduce((sum, l) => sum + Math.floor(l.subtotal * l.useCashbackRate), 0);
  return Math.max(0, Math.min(byRate, o.balance, o.goods));
}

/**
 * Cashback an order earns once paid: addRate of what the member pays for the goods that earn it
 * (products not in ignoreAddEcommerceProductIds). Discounts and cashback used on the order reduce
 * that base in proportion; delivery and payment fees earn nothing. Rounded down.
 */
export function cashbackToEarn(
  lines: (CashbackLine & { discount: number })[],
  o: {
    enabled: boolean;
    addRate: number;
    ignoreProductIds: number[];
    /** Goods after product promotions, before order-level discounts. */
    afterProductPromotions: number;
    /** What the member pays for the goods: after every discount and the cashback used. */
    paidForGoods: number;
  },
): number {
  if (!o.enabled || o.addRate <= 0 || o.afterProductPromotions <= 0) return 0;
  const ignored = new Set(o.ignoreProductIds);
  const eligible = lines
    .filter((l) => !ignored.has(l.productId))
    .reduce((sum, l) => sum + l.subtotal - l.discount, 0);
  const base = (eligible * o.paidForGoods) / o.afterProductPromotions;
  return Math.max(0, Math.floor(base * o.addRate + 1e-9));
}
