import { and, desc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { homeVisits } from '../db/schema';
import { HostSchema } from '../shops/identity';
import { findShopByHost } from '../shops/byHost';
import { clock } from '../auth/clock';
import { taiwanDay } from './tally';

/** A year of days at most: enough for any report, and the answer stays small. */
const MAX_STATS_DAYS = 366;
const DEFAULT_STATS_DAYS = 7;

const DAYS_ERROR = `天數須為 1 到 ${MAX_STATS_DAYS} 的整數`;

export const StatsBodySchema = z.object({
  host: HostSchema,
  days: z
    .number({ error: DAYS_ERROR })
    .int({ error: DAYS_ERROR })
    .min(1, { error: DAYS_ERROR })
    .max(MAX_STATS_DAYS, { error: DAYS_ERROR })
    .default(DEFAULT_STATS_DAYS),
});

export type VisitStats = { shopId: number; shop: string; days: { day: string; count: number }[] };

const DAY_MS = 24 * 3600_000;

/** The last `count` Taiwan dates up to today's, newest first. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => taiwanDay(new Date(now.getTime() - i * DAY_MS)));
}

/** Home visits of the shop behind the host, one line per day, newest first; a day without any is 0. */
export async function homeVisitStats(
  db: DbOrTx,
  body: z.output<typeof StatsBodySchema>,
): Promise<VisitStats> {
  const shop = await findShopByHost(db, body.host);
  const days = lastDays(clock.now(), body.days);
  const rows = await db
    .select({ day: homeVisits.day, count: homeVisits.count })
    .from(homeVisits)
    .where(and(eq(homeVisits.shopId, shop.id), gte(homeVisits.day, days.at(-1)!)))
    .orderBy(desc(homeVisits.day));
  const counts = new Map(rows.map((r) => [r.day, r.count]));
  return {
    shopId: shop.id,
    shop: shop.name,
    days: days.map((day) => ({ day, count: counts.get(day) ?? 0 })),
  };
}
