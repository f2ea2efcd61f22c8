import { domainTag, shopTag } from '@/lib/api/cache';

/**
 * What one change to shop data makes stale, as every cache in front of that data needs it: the shops
 * (the shop API's paths name them), their host names (pages and the host → shop lookup are keyed by
 * host) and the cache tags their reads were stored under (lib/api/cache.ts).
 */
export type Change = { shops: number[]; hosts: string[]; tags: string[] };

/**
 * The change for these shops and host names: every read tagged with one of the shops, and every
 * lookup of one of the hosts (a domain just added was remembered as unknown, a domain just removed
 * as the shop's). `shop:{id}` also covers the narrower `shop:{id}:products`.
 */
export function changeOf(shops: readonly number[], hosts: readonly string[]): Change {
  const ids = [...new Set(shops)].sort((a, b) => a - b);
  const names = [...new Set(hosts.map((h) => h.toLowerCase()))].sort();
  return { shops: ids, hosts: names, tags: [...ids.map(shopTag), ...names.map(domainTag)] };
}
