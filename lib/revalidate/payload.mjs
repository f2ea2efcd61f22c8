// @ts-check
// A change as it travels between server processes (PostgreSQL NOTIFY, Redis pub/sub): JSON of the
// change and the process that made it, as lib/server/revalidate/announce.ts writes it. Pure, tested
// in payload.test.mjs.

/**
 * @typedef {{ products: string[], listed: string[] }} StockFlips
 * @typedef {{ shops: number[], hosts: string[], tags: string[], stock?: StockFlips }} Change
 */

/**
 * A product's nanoId, as the shop API's NanoIdSchema accepts it (lib/api/contract/common.ts, checked
 * against it in lib/revalidate/change.test.ts): the front cache finds product pages and mentions of
 * products by it.
 */
export const NANO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** @param {unknown} list */
const names = (list) =>
  Array.isArray(list) &&
  list.every((item) => typeof item === 'string' && item.length > 0 && item.length <= 300);

/** @param {unknown} list */
const nanoIds = (list) =>
  Array.isArray(list) && list.every((item) => typeof item === 'string' && NANO_ID.test(item));

/**
 * The flips of a change of stock, or null when they are not exactly that: two lists of nanoIds, every
 * listed product among the products, of one shop. Anything looser would let a malformed message
 * narrow what the caches forget.
 * @param {unknown} value
 * @param {number[]} shops
 * @returns {StockFlips | null}
 */
function flipsOf(value, shops) {
  if (!value || typeof value !== 'object' || Array.isArray(value) || shops.length !== 1) return null;
  const { products, listed, ...rest } = /** @type {Record<string, unknown>} */ (value);
  if (Object.keys(rest).length || !nanoIds(products) || !nanoIds(listed)) return null;
  const all = /** @type {string[]} */ (products);
  const shown = /** @type {string[]} */ (listed);
  if (all.length === 0 || !shown.every((nanoId) => all.includes(nanoId))) return null;
  return { products: all, listed: shown };
}

/**
 * The change in a message, or null when it is not one (anyone who may write to the database or the
 * channel can send anything).
 * @param {string} raw
 * @returns {{ change: Change, from: string } | null}
 */
export function decodeChange(raw) {
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { shops, hosts, tags, from, stock } = value;
  if (!Array.isArray(shops) || !shops.every((id) => Number.isSafeInteger(id) && id > 0)) return null;
  if (!names(hosts) || !names(tags) || typeof from !== 'string') return null;
  if (stock === undefined) return { change: { shops, hosts, tags }, from };
  const flips = flipsOf(stock, shops);
  return flips ? { change: { shops, hosts, tags, stock: flips }, from } : null;
}
