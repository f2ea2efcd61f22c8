import { domainTag, publicCache, shopTag } from './cache';
import { memberClient, plainClient } from './http';

export const getShopConfigByDomain = (domain: string) =>
  memberClient({
    path: `/ecommerceConfig/allDomain/${encodeURIComponent(domain)}`,
    schema: (c) => c.ShopConfigSchema,
    cache: publicCache(domainTag(domain)),
  });

export const getEnabledModules = (shopId: number) =>
  memberClient({
    path: `/${shopId}/shop/enableModule`,
    schema: (c) => c.EnabledModulesSchema,
    cache: publicCache(shopTag(shopId)),
  });

export const getUserInfoSetting = (orgId: number) =>
  plainClient({ path: `/api-auth/${orgId}/userInfoSetting`, schema: (c) => c.UserInfoSettingSchema });
