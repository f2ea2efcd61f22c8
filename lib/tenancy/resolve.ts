import { getShopConfigByDomain } from '@/lib/api/shop';
import type { Change } from '@/lib/revalidate/change';
import { onChange } from '@/lib/revalidate/hub';
import { gtmScriptUrl } from '@/lib/tracking/tagManager';
import { isUnavailable } from '@/lib/api/result';
import { SHOP_CONFIG_FAILED, SHOP_ID_MISSING, SHOP_UNAVAILABLE } from './messages';

/** `tagManager`: the shop loads Google Tag Manager, so its pages' script policy must allow it. */
export type Resolution =
  | { ok: true; shopId: number; tagManager: boolean }
  | { ok: false; status: number; message: string; retryAfter?: number };

const HIT_MS = 30_000;
const MISS_MS = 5_000;
const MAX_ENTRIES = 1_000;
/** Retry-After of a 503 when the API named none. */
const RETRY_SECONDS = 5;
const cache = new Map<string, { at: number; value: Resolution }>();

/**
 * Which shop a host belongs to. Remembered for a short while so that page requests do not each ask
 * the API; unknown hosts are remembered for less, so a newly added domain starts working quickly.
 */
export async function resolveShop(host: string, now = Date.now()): Promise<Resolution> {
  const hit = cache.get(host);
  if (hit && now - hit.at < (hit.value.ok ? HIT_MS : MISS_MS)) return hit.value;
  const value = await lookup(host);
  if (!value.ok && value.status === 503) {
    // The API is away: that says nothing about the host. One known a moment ago stays its shop (its
    // cached pages can still be served), and nothing is remembered, so the next request asks again.
    return hit?.value.ok ? hit.value : value;
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(host, { at: now, value });
  return value;
}

/**
 * Forgets the hosts of a change and every host remembered as one of its shops, so a domain just
 * added or removed is looked up again on its next request rather than after the timers above. A
 * change of stock leaves them: which shop a host is does not depend on its stock.
 */
function forgetChange(change: Pick<Change, 'shops' | 'hosts' | 'stock'>): void {
  if (change.stock) return;
  for (const [host, { value }] of cache)
    if (change.hosts.includes(host) || (value.ok && change.shops.includes(value.shopId))) cache.delete(host);
}

onChange(forgetChange);

async function lookup(host: string): Promise<Resolution> {
  const [config, error] = await getShopConfigByDomain(host);
  if (error !== null) {
    console.error(`[tenancy] ${host}: ${error.msg}`);
    // Only a host the API does not know is a 404: search engines drop what answers 404.
    if (isUnavailable(error))
      return {
        ok: false,
        status: 503,
        message: SHOP_UNAVAILABLE,
        retryAfter: error.retryAfter ?? RETRY_SECONDS,
      };
    return { ok: false, status: 404, message: SHOP_CONFIG_FAILED };
  }
  if (!config.ShopId) return { ok: false, status: 502, message: SHOP_ID_MISSING };
  return { ok: true, shopId: config.ShopId, tagManager: gtmScriptUrl(config.tagManagerId) !== null };
}
