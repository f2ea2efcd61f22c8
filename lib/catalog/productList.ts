/** Spec §5, §9: a product-list area shows at most 8 products. */
const PRODUCT_LIST_AREA_LIMIT = 8;

/** Products per page of a full product list. */
export const PRODUCTS_PER_PAGE = 20;

/** Only public, not removed products, by display order (spec §5). */
export function visibleProducts<T extends { isPublic: boolean; isRemove: boolean; order: number }>(
  products: T[],
  limit = PRODUCT_LIST_AREA_LIMIT,
): T[] {
  return products
    .filter((p) => p.isPublic && !p.isRemove)
    .sort((a, b) => a.order - b.order)
    .slice(0, limit);
}

/** Pages needed for `total` products; at least 1 so page 1 always exists, even for an empty list. */
export function pageCount(total: number, perPage: number): number {
  if (!(total > 0) || !(perPage > 0)) return 1;
  return Math.ceil(total / perPage);
}
