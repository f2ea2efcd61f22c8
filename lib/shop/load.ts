import 'server-only';
import { cache } from 'react';
import { ECOMMERCE_MODULE, type ShopConfig } from '@/lib/api/contract';
import { getEnabledModules, getShopConfigByDomain } from '@/lib/api/shop';
import { SHOP_CONFIG_FAILED, SHOP_ID_MISSING } from '@/lib/tenancy/messages';

export type LoadedShop =
  | { ok: true; shopId: number; config: ShopConfig; modules: string[]; ecommerce: boolean }
  | { ok: false; message: string };

/** The shop behind a host, once per request however many components ask. */
export const loadShop = cache(async (host: string): Promise<LoadedShop> => {
  const [config, error] = await getShopConfigByDomain(host);
  if (error !== null) return { ok: false, message: SHOP_CONFIG_FAILED };
  if (!config.ShopId) return { ok: false, message: SHOP_ID_MISSING };
  const [modules, modulesError] = await getEnabledModules(config.ShopId);
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
