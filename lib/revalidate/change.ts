import { domainTag, productListsTag, productTag, shopTag } from '@/lib/api/cache';

/**
 * What a change of stock made stale: the products whose availability flipped, by nanoId (their
 * pages' addresses and their reads' tags name them so, and no cache has to look an id up).
 */
export type StockFlips = {
  /** Products one of whose specs sold out or came back: their page and their own read. */
  products: string[];
  /** Those of them whose card may have flipped (已售完 or not): every list showing them. */
  listed: string[];
};

/**
 * What one change to shop data makes stale, as every cache in front of that data needs it: the shops
 * (the shop API's paths name them), their host names (pages and the host → shop lookup are keyed by
 * host) and the cache tags their reads were stored under (lib/api/cache.ts). A change of stock also
 * says which products flipped: the caches then forget only what shows them (lib/serving/frontCache/policy.ts),
 * not everything on the shop's hosts.
 */
export type Change = { shops: number[]; hosts: string[]; tags: string[]; stock?: StockFlips };

/**
 * More products than this flipping at once (a sweep of many orders) make a change of the whole
 * shop instead: at that point most of its pages show one of them anyway, and a PostgreSQL
 * notification holds at most 8,000 bytes. Each product costs up to ~230 of them (its nanoId, up to
 * 64 characters, twice, and its tag), so this many leave room for the shop's hosts.
 */
export const MAX_STOCK_FLIPS = 20;

const sorted = (names: readonly string[]) => [...new Set(names)].sort();
const hostNames = (hosts: readonly string[]) => sorted(hosts.map((h) => h.toLowerCase()));

/**
 * The change for these shops and host names: every read tagged with one of the shops, and every
 * lookup of one of the hosts (a domain just added was remembered as unknown, a domain just removed
 * as the shop's).
 */
export function changeOf(shops: readonly number[], hosts: readonly string[]): Change {
  const ids = [...new Set(shops)].sort((a, b) => a - b);
  const names = hostNames(hosts);
  return { shops: ids, hosts: names, tags: [...ids.map(shopTag), ...names.map(domainTag)] };
}

/**
 * The change of one shop's stock: the own reads of the products that flipped, and the shop's product
 * lists when a card may have flipped. The shop's other reads (settings, navigation, delivery,
 * counts) and its other products' pages stay cached, and so does the host lookup. No flip, no
 * change (null): an order that leaves every product as available as it was changes no cached answer
 * that matters, only stock counts, which the cart and the spec selector read fresh.
 */
export function stockChangeOf(shop: number, hosts: readonly string[], flips: StockFlips): Change | null {
  const products = sorted(flips.products.concat(flips.listed));
  const listed = sorted(flips.listed);
  if (products.length === 0) return null;
  if (products.length > MAX_STOCK_FLIPS) return changeOf([shop], hosts);
  const tags = products.map((nanoId) => productTag(shop, nanoId));
  if (listed.length) tags.push(productListsTag(shop));
  return { shops: [shop], hosts: hostNames(hosts), tags, stock: { products, listed } };
}

/** Both sets of flips at once: a sweep's orders, or changes held back and told together. */
export function mergeFlips(a: StockFlips, b: StockFlips): StockFlips {
  return { products: sorted([...a.products, ...b.products]), listed: sorted([...a.listed, ...b.listed]) };
}

export const NO_FLIPS: StockFlips = { products: [], listed: [] };
