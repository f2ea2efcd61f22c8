// A change as it travels between server processes (PostgreSQL NOTIFY, Redis pub/sub): JSON of the
// change and the process that made it, as lib/server/revalidate/announce.ts writes it. Pure, tested
// in payload.test.ts.
import type { Change, StockFlips } from '../../revalidate/change.ts';

export type { Change };

/**
 * A product's nanoId, as the shop API's NanoIdSchema accepts it (lib/api/contract/common.ts, checked
 * against it in lib/revalidate/change.test.ts): the front cache finds product pages and mentions of
 * products by it.
 */
export const NANO_ID: RegExp = /^[A-Za-z0-9_-]{1,64}$/;

const names = (list: unknown): list is string[] =>
  Array.isArray(list) &&
  list.every((item) => typeof item === 'string' && item.length > 0 && item.length <= 300);

const nanoIds = (list: unknown): list is string[] =>
  Array.isArray(list) && list.every((item) => typeof item === 'string' && NANO_ID.test(item));

/**
 * The flips of a change of stock, or null when they are not exactly that: two lists of nanoIds, every
 * listed product among the products, of one shop. Anything looser would let a malformed message
 * narrow what the caches forget.
 */
function flipsOf(value: unknown, shops: number[]): StockFlips | null {
  if (!value || typeof value !== 'object' || Array.isArray(value) || shops.length !== 1) return null;
  const { products, listed, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length || !nanoIds(products) || !nanoIds(listed)) return null;
  const all = products;
  const shown = listed;
  if (all.length === 0 || !shown.every((nanoId) => all.includes(nanoId))) return null;
  return { products: all, listed: shown };
}

/**
 * The change in a message, or null when it is not one (anyone who may write to the database or the
 * channel can send anything).
 */
export function decodeChange(raw: string): { change: Change; from: string } | null {
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { shops, hosts, tags, from, stock } = value as Record<string, unknown>;
  if (!Array.isArray(shops) || !shops.every((id) => Number.isSafeInteger(id) && id > 0)) return null;
  if (!names(hosts) || !names(tags) || typeof from !== 'string') return null;
  if (stock === undefined) return { change: { shops, hosts, tags }, from };
  const flips = flipsOf(stock, shops);
  return flips ? { change: { shops, hosts, tags, stock: flips }, from } : null;
}
