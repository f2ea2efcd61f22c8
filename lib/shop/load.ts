import 'server-only';
import { cache } from 'react';
import { ECOMMERCE_MODULE, type ShopConfig } from '@/lib/api/contract';
import { FailureError, failureIn, isUnavailable } from '@/lib/api/result';
import { getEnabledModules, getShopConfigByDomain } from '@/lib/api/shop';
import { SHOP_CONFIG_FAILED, SHOP_ID_MISSING, SHOP_UNAVAILABLE } from '@/lib/tenancy/messages';

export type LoadedShop =
  | { ok: true; shopId: number; config: ShopConfig; modules: string[]; ecommerce: boolean }
  | { ok: false; message: string; status: number };

/** The shop behind a host, once per request however many components ask. */
export const loadShop = cache(async (host: string): Promise<LoadedShop> => {
  const [config, error] = await getShopConfigByDomain(host);
  // Only a host the API does not know is "no such shop"; an unreachable API throws, so the page is
  // an error page to retry (5xx) and never a 404 that search engines would drop the shop for.
  if (error !== null) {
    if (isUnavailable(error)) throw new FailureError(error);
    return { ok: false, message: SHOP_CONFIG_FAILED, status: 404 };
  }
  if (!config.ShopId) return { ok: false, message: SHOP_ID_MISSING, status: 502 };
  const [modules, modulesError] = await getEnabledModules(config.ShopId);
  // Nor is an unreachable API a shop with online shopping switched off.
  if (modulesError !== null && isUnavailable(modulesError)) throw new FailureError(modulesError);
  // Without the module list the shop cannot be shown as open.
  const list = modulesError === null ? modules : [];
  return {
    ok: true,
    shopId: config.ShopId,
    config,
    modules: list,
    ecommerce: list.includes(ECOMMERCE_MODULE),
  };
});

/**
 * For a route handler, which answers by itself rather than through an error page:
 * `loadShop(host).catch(shopUnavailable)` turns an unreachable API into a 503 to answer with.
 */
export function shopUnavailable(error: unknown): LoadedShop {
  if (!failureIn(error)) throw error;
  return { ok: false, message: SHOP_UNAVAILABLE, status: 503 };
}
