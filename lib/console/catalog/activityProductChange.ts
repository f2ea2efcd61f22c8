import type { ActivityProductsBody } from '@/lib/console/contract/activities';

export type ActivityProductChange = ActivityProductsBody['changes'][number];

/** The typed activity price: a whole number, or null when left empty (the usual prices). */
export const activityPriceOf = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed));

/**
 * A product joining the activity, or its price saved. Joining with no price typed keeps the
 * activity prices the product has (left out of the change); saving an empty one clears them.
 */
export function priceChange(
  product: { id: number; version: number },
  joining: boolean,
  typed: string,
): ActivityProductChange {
  const price = activityPriceOf(typed);
  return {
    id: product.id,
    version: product.version,
    inActivity: true,
    activityPrice: joining && price === null ? undefined : price,
  };
}
