import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Arg } from '../db/oneStatement';
import { activities, products } from '../db/schema';

/** The only products a shopper may ever see: the shop's own, public and not removed. */
export const visibleProducts = (shopId: Arg<number>): SQL =>
  and(eq(products.shopId, shopId), eq(products.isPublic, true), eq(products.isRemove, false))!;

/** An activity price applies only while its activity is enabled and not removed. */
export const activityRuns = sql<boolean>`coalesce(${activities.enable} and not ${activities.isRemove}, false)`;

export function effectiveActivityPrice(price: number, activityPrice: number | null, runs: boolean): number {
  return runs && activityPrice !== null ? activityPrice : price;
}
