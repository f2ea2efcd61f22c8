/**
 * 限購: a shop may cap how many units of a product (all its specs together) one order holds, so a
 * scarce product reaches more shoppers. Shown on the product page, caps its quantity stepper, and is
 * enforced by the shop API on the pre-check and order creation. Pure.
 */
export const purchaseLimitText = (limit: number) => `每筆訂單限購 ${limit} 件`;

export const overPurchaseLimit = (name: string, limit: number) => `「${name}」${purchaseLimitText(limit)}`;

/** The most the stepper offers: the stock, and no more than the product's limit when it has one. */
export function stepperMax(stock: number, limit: number | null): number {
  return limit === null ? stock : Math.min(stock, limit);
}

/**
 * The first product whose lines together exceed its limit, or null. Lines of one product's different
 * specs count together: two specs of two units each are four units of the product.
 */
export function overLimitProduct<
  L extends { productId: number; name: string; quantity: number; purchaseLimit: number | null },
>(lines: L[]): { name: string; limit: number } | null {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  for (const line of lines) {
    const limit = line.purchaseLimit;
    if (limit !== null && totals.get(line.productId)! > limit) return { name: line.name, limit };
  }
  return null;
}
