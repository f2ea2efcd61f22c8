import { domainTag, productsTag, shopTag } from '@/lib/api/cache';

/**
 * What one change to shop data makes stale, as every cache in front of that data needs it: the shops
 * (the shop API's paths name them), their host names (pages and the host → shop lookup are keyed by
 * host) and the cache tags their reads were stored under (lib/api/cache.ts).
 */
export type Change = { shops: number[]; hosts: string[]; tags: string[] };

/**
 * What changed of a shop: anything (its settings, domains, modules, catalog), or only stock (an
 * order), which the catalog reads show but the shop's settings and host lookups do not.
 */
export type Scope = 'shop' | 'stock';

/**
 * The change for these shops and host names: every read tagged with one of the shops, and every
 * lookup of one of the hosts (a domain just added was remembered as unknown, a domain just removed
 * as the shop's). `shop:{id}` also covers the narrower `shop:{id}:products`, which is all a change
 * of stock needs: the shop's other reads stay cached, so its pages render again at less cost.
 */
export function changeOf(shops: readonly number[], hosts: readonly string[], scope: Scope = 'shop'): Change {
  const ids = [...new Set(shops)].sort((a, b) => a - b);
  const names = [...new Set(hosts.map((h) => h.toLowerCase()))].sort();
  const tags = scope === 'stock' ? ids.map(productsTag) : [...ids.map(shopTag), ...names.map(domainTag)];
  return { shops: ids, hosts: names, tags };
}
