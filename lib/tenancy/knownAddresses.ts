import { addressOf } from '@/lib/catalog/address';
import { addressExists, type Existence } from '@/lib/catalog/addressExists';
import type { Change } from '@/lib/revalidate/change';
import { onChange } from '@/lib/revalidate/hub';

/**
 * Whether a shop has what a page address names, asked before the page renders. Next keeps a note
 * of every address it renders for its page cache, for the life of the process, whether the page
 * cache keeps the answer or not; sending a made-up product, list or page address to a route that
 * renders per request (the shop's 404 screen) keeps those notes to the addresses that exist.
 *
 * Answers are remembered like the shop of a host (lib/tenancy/resolve.ts): an address that exists
 * for FOUND_MS, one that does not for MISSING_MS (a product just added shows soon), at most
 * MAX_ENTRIES of them, and forgotten for a shop when it changes on any process.
 */
const FOUND_MS = 30_000;
const MISSING_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Known = { at: number; shopId: number; value: 'found' | 'missing' };
const known = new Map<string, Known>();
/** One read per address at a time: a burst of requests for a page not yet checked waits on it. */
const pending = new Map<string, Promise<Existence>>();

export async function knownAddress(shopId: number, pathname: string, now = Date.now()): Promise<Existence> {
  const address = addressOf(pathname);
  if (address.kind === 'other') return 'found';
  if (address.kind === 'malformed') return 'missing';
  const key = `${shopId} ${pathname}`;
  const hit = known.get(key);
  if (hit && now - hit.at < (hit.value === 'found' ? FOUND_MS : MISSING_MS)) return hit.value;
  let reading = pending.get(key);
  if (!reading) {
    reading = addressExists(shopId, address).finally(() => pending.delete(key));
    pending.set(key, reading);
  }
  const value = await reading;
  // The API is away: the last answer stands (its cached page can still be served); none is stored.
  if (value === 'unknown') return hit?.value ?? 'unknown';
  known.delete(key);
  if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value!);
  known.set(key, { at: now, shopId, value });
  return value;
}

/** A change of a shop's catalog or pages forgets its answers; a change of stock adds or removes none. */
function forgetAddresses(change: Pick<Change, 'shops' | 'stock'>): void {
  if (change.stock) return;
  for (const [key, { shopId }] of known) if (change.shops.includes(shopId)) known.delete(key);
}

onChange(forgetAddresses);
