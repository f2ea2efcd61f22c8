import { z } from 'zod';
import { EnabledModulesSchema, ShopConfigSchema, UserInfoSettingSchema } from './contract';
import { domainTag, publicCache, shopTag } from './cache';
import { memberClient, plainClient } from './http';

export const getShopConfigByDomain = (domain: string) =>
  memberClient({
    path: `/ecommerceConfig/allDomain/${encodeURIComponent(domain)}`,
    schema: ShopConfigSchema,
    cache: publicCache(domainTag(domain)),
  });

export const getEnabledModules = (shopId: number) =>
  memberClient({
    path: `/${shopId}/shop/enableModule`,
    schema: EnabledModulesSchema,
    cache: publicCache(shopTag(shopId)),
  });

export const getUserInfoSetting = (orgId: number) =>
  plainClient({ path: `/api-auth/${orgId}/userInfoSetting`, schema: UserInfoSettingSchema });

/** The theme stylesheet is static; this only tells whether it is there. */
export const checkThemeStylesheet = (theme: string) =>
  plainClient({ path: `/colorTheme/${theme}.css`, schema: z.unknown() });
