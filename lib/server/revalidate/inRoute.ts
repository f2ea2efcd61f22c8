import 'server-only';
import { revalidateTag } from 'next/cache';
import type { Db } from '../db/client';
import { announce, changeOfShops } from './announce';

/**
 * From a route handler, after a change to these shops is committed: Next's cache (the shop API's
 * tagged reads and the ISR pages that made them) forgets their tags through whatever cache handler
 * it runs with, and everything else caching them hears of it (announce). The tags expire at once
 * (`expire: 0`) rather than serving the old page one more time: a price or a hidden product must not
 * show after the operator was told it changed.
 *
 * It never fails the request: the change is made (a catalog imported, a domain added), and a
 * caller told otherwise would try again. Caches it could not reach catch up by their own timers.
 * Orders and cancels change stock only, and say so through ./stock.ts instead.
 */
export async function revalidateShops(
  db: Db,
  shops: readonly number[],
  extraHosts: readonly string[] = [],
): Promise<void> {
  try {
    const change = await changeOfShops(db, shops, extraHosts);
    for (const tag of change.tags) revalidateTag(tag, { expire: 0 });
    await announce(db, change);
  } catch (error) {
    console.error(`[revalidate] shops ${shops.join(', ')}:`, error);
  }
}
