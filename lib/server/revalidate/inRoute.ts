import 'server-only';
import { revalidateTag } from 'next/cache';
import type { Db } from '../db/client';
import { stockChangeOf } from '@/lib/revalidate/change';
import { announce, changeOfShops, hostsOf } from './announce';

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

/**
 * From a route handler, after an edit of these products is committed (a console save): their own
 * reads and pages and every list that shows them forget them, the way a stock flip does
 * (lib/revalidate/change.ts stockChangeOf), and the rest of the shop stays cached. Too many at once
 * make the change of the whole shop. Never fails the request, as revalidateShops.
 *
 * Only for edits that leave the lists the products are on as they were: a cached list that does not
 * show a product is not told. A product created, published, hidden, removed, or moved to another
 * category, activity or place in the order changes lists that never showed it: revalidateShops.
 */
export async function revalidateProducts(db: Db, shopId: number, nanoIds: readonly string[]): Promise<void> {
  if (nanoIds.length === 0) return;
  try {
    const change = stockChangeOf(shopId, await hostsOf(db, [shopId]), {
      products: [...nanoIds],
      listed: [...nanoIds],
    });
    if (!change) return;
    for (const tag of change.tags) revalidateTag(tag, { expire: 0 });
    await announce(db, change);
  } catch (error) {
    console.error(`[revalidate] products of shop ${shopId}:`, error);
  }
}
