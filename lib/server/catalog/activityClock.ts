import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { activities } from '../db/schema';

export type ActivityBounds = { startsAt: Date | null; endsAt: Date | null };

/**
 * Whether one of the activity's boundaries (its start or its end) passed between two moments:
 * after `from` and at or before `to`. A boundary exactly at `from` passed in the check before, so
 * successive checks over (t0, t1], (t1, t2], … see each boundary once.
 */
export function boundaryPassed(a: ActivityBounds, from: Date, to: Date): boolean {
  return [a.startsAt, a.endsAt].some((at) => at !== null && from < at && at <= to);
}

/** The SQL of boundaryPassed, for the activities that a shopper could see run (enabled, not removed). */
const passedBetween = (from: Date, to: Date) =>
  and(
    eq(activities.enable, true),
    eq(activities.isRemove, false),
    or(
      and(gt(activities.startsAt, from), lte(activities.startsAt, to)),
      and(gt(activities.endsAt, from), lte(activities.endsAt, to)),
    ),
  );

/** The database's clock: the one `activityOn` (visibility.ts) decides whether an activity runs by. */
export async function databaseNow(db: DbOrTx): Promise<Date> {
  const { rows } = (await db.execute(sql`select now() as now`)) as unknown as {
    rows: { now: Date | string }[];
  };
  return new Date(rows[0]!.now);
}

/**
 * The shops one of whose activities started or ended between `from` (excluded) and `to` (included):
 * their pages and reads still show the activity as it was. One bounded query, whatever the number of
 * shops and activities.
 */
export async function shopsWithBoundaryPassed(db: DbOrTx, from: Date, to: Date): Promise<number[]> {
  if (to <= from) return [];
  const rows = await db
    .selectDistinct({ shopId: activities.shopId })
    .from(activities)
    .where(passedBetween(from, to));
  return rows.map((r) => r.shopId).sort((a, b) => a - b);
}
