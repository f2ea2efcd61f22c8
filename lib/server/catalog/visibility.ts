import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Arg } from '../db/oneStatement';
import { activities, products } from '../db/schema';

/** The only products a shopper may ever see: the shop's own, public and not removed. */
export const visibleProducts = (shopId: Arg<number>): SQL =>
  and(eq(products.shopId, shopId), eq(products.isPublic, true), eq(products.isRemove, false))!;

export type ActivityTimes = {
  enable: boolean;
  isRemove: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
};

/** Where an activity stands at a moment, as the console shows it. */
export type ActivityState = 'removed' | 'disabled' | 'scheduled' | 'ended' | 'running';

/**
 * An activity runs while it is enabled, not removed, and inside its dates: from `startsAt` (included)
 * until `endsAt` (excluded); a date left empty does not limit it. `activityOn` below is the same rule
 * in SQL, for the reads that decide it in the database.
 */
export function activityStateAt(a: ActivityTimes, at: Date): ActivityState {
  if (a.isRemove) return 'removed';
  if (!a.enable) return 'disabled';
  if (a.startsAt && at < a.startsAt) return 'scheduled';
  if (a.endsAt && at >= a.endsAt) return 'ended';
  return 'running';
}

/**
 * The `enable` shoppers are told: switched on and inside its dates now (the database's clock, so a
 * cached read and checkout agree on one boundary). Outside its dates an activity is treated as a
 * disabled one everywhere: hidden from menus, no banner, no activity price.
 */
export const activityOn = sql<boolean>`coalesce(${activities.enable}
  and (${activities.startsAt} is null or ${activities.startsAt} <= now())
  and (${activities.endsAt} is null or now() < ${activities.endsAt}), false)`;

/** An activity price applies only while its activity runs: on, inside its dates, and not removed. */
export const activityRuns = sql<boolean>`coalesce(${activityOn} and not ${activities.isRemove}, false)`;

export function effectiveActivityPrice(price: number, activityPrice: number | null, runs: boolean): number {
  return runs && activityPrice !== null ? activityPrice : price;
}
