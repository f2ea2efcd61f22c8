import { inArray, sql } from 'drizzle-orm';
import { changeOf, type Change } from '@/lib/revalidate/change';
import { CHANGES_CHANNEL } from '@/lib/serving/contract';
import { applyChange, processId } from '@/lib/revalidate/hub';
import type { DbOrTx } from '../db/client';
import { isEmbedded } from '../db/location';
import { shopDomains } from '../db/schema';

/** PostgreSQL refuses a notification payload of 8,000 bytes or more. */
const NOTIFY_MAX_BYTES = 7_999;

/** The host names these shops answer on now. */
export async function hostsOf(db: DbOrTx, shops: readonly number[]): Promise<string[]> {
  if (shops.length === 0) return [];
  const rows = await db
    .select({ domain: shopDomains.domain })
    .from(shopDomains)
    .where(inArray(shopDomains.shopId, [...shops]));
  return rows.map((r) => r.domain);
}

/**
 * The change of these shops, with their host names as they are now and any the caller names besides
 * (a domain just removed is no longer the shop's, but its pages and lookup are still cached).
 */
export async function changeOfShops(
  db: DbOrTx,
  shops: readonly number[],
  extraHosts: readonly string[] = [],
): Promise<Change> {
  return changeOf(shops, [...(await hostsOf(db, shops)), ...extraHosts]);
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
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payloadOf(change)})`);
}

/**
 * The message lib/serving/revalidate/payload.ts reads in every server process. A change of stock too long
 * for a notification (a shop with very many domains) goes as the change of its whole shop: wider,
 * never narrower.
 */
function payloadOf(change: Change): string {
  const from = processId();
  const payload = JSON.stringify({ ...change, from });
  if (!change.stock || Buffer.byteLength(payload) <= NOTIFY_MAX_BYTES) return payload;
  return JSON.stringify({ ...changeOf(change.shops, change.hosts), from });
}
