import { inArray, sql } from 'drizzle-orm';
import { changeOf, type Change, type Scope } from '@/lib/revalidate/change';
import { applyChange, processId } from '@/lib/revalidate/hub';
import type { DbOrTx } from '../db/client';
import { isEmbedded } from '../db/location';
import { shopDomains } from '../db/schema';

/** The PostgreSQL channel on which every server process hears of changes made elsewhere. */
export const CHANGES_CHANNEL = 'storefront_changes';

/**
 * The change of these shops, with their host names as they are now and any the caller names besides
 * (a domain just removed is no longer the shop's, but its pages and lookup are still cached).
 */
export async function changeOfShops(
  db: DbOrTx,
  shops: readonly number[],
  extraHosts: readonly string[] = [],
  scope: Scope = 'shop',
): Promise<Change> {
  const rows = shops.length
    ? await db
        .select({ domain: shopDomains.domain })
        .from(shopDomains)
        .where(inArray(shopDomains.shopId, [...shops]))
    : [];
  return changeOf(shops, [...rows.map((r) => r.domain), ...extraHosts], scope);
}

/**
 * Makes every cache of this process forget the change (lib/revalidate/hub) and, on PostgreSQL, tells
 * the other server processes on the same database. Call it after the change is committed: a process
 * that forgets before then would cache the old data again. `pg_notify` is delivered to every
 * listening session at once, this process's included; each process skips what it sent itself.
 */
export async function announce(db: DbOrTx, change: Change): Promise<void> {
  if (change.shops.length === 0 && change.hosts.length === 0) return;
  await applyChange(change);
  if (isEmbedded()) return;
  // Read by lib/revalidate/payload.mjs in every server process.
  const payload = JSON.stringify({ ...change, from: processId() });
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
}
