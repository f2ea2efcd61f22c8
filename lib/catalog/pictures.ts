/** Most pictures one product may have. */
export const MAX_PRODUCT_PICTURES = 10;

/**
 * A product's picture columns from its ordered pictures: the first is the main one (cards, the
 * product page's first view, shares), the second the "other" picture lists and carts fall back on.
 */
export function pictureColumns(pictures: readonly string[]): {
  pictures: string[];
  mainImage: string | null;
  image: string | null;
} {
  const unique = [...new Set(pictures.filter((p) => p !== ''))];
  return { pictures: unique, mainImage: unique[0] ?? null, image: unique[1] ?? null };
}
