/** Spec §5: the warning shown when a shopper asks for more than the stock. */
export const maxQuantityWarning = (max: number) => `抱歉，本商品最多可購買${max}件`;

/**
 * A quantity between 1 and the stock (spec §5). Fractions are dropped and anything that is not a
 * number becomes 1. Asking for more than the stock clamps to it and warns; with no stock at all
 * there is nothing to warn about, the shopper cannot add the item anyway.
 */
export function clampQuantity(value: number, max: number): { count: number; warning: string | null } {
  if (!Number.isFinite(value)) return { count: 1, warning: null };
  const wanted = Math.max(1, Math.floor(value));
  if (max < 1) return { count: 1, warning: null };
  if (wanted > max) return { count: max, warning: maxQuantityWarning(max) };
  return { count: wanted, warning: null };
}

/** Add-to-cart needs a count within a stock that exists and is above 0 (spec §5). */
export function canAddToCart(
  count: number | null | undefined,
  stock: { stock: number } | null | undefined,
): boolean {
  if (count == null || stock == null || stock.stock <= 0) return false;
  return count >= 1 && count <= stock.stock;
}
