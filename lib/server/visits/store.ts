import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Increment } from './tally';

/**
 * Adds the increments to their days in one statement. Each server process adds its own, so the rows
 * take `count + n`, never a value read before. A shop removed meanwhile is skipped, not an error that
 * would keep the others from being written.
 */
export async function addVisits(db: DbOrTx, increments: Increment[]): Promise<void> {
  if (increments.length === 0) return;
  const rows = sql.join(
    increments.map((i) => sql`(${i.shopId}::integer, ${i.day}::date, ${i.count}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into home_visits (shop_id, day, count)
    select v.shop_id, v.day, v.count from (values ${rows}) as v (shop_id, day, count)
    where exists (select 1 from shops where shops.id = v.shop_id)
    on conflict (shop_id, day) do update set count = home_visits.count + excluded.count`);
}
