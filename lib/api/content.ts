import { z } from 'zod';
import {
  BannerSchema,
  FooterConfigSchema,
  NavConfigSchema,
  PageIconSchema,
  PageSchema,
  SidebarConfigSchema,
} from './contract';
import { productsTag, publicCache, shopTag } from './cache';
import { memberClient } from './http';

const config = (shopId: number) => publicCache(shopTag(shopId));

export const getPage = (shopId: number, key: string) =>
  memberClient({
    path: `/${shopId}/ecommercePage/${key}`,
    schema: PageSchema,
    cache: publicCache(shopTag(shopId), productsTag(shopId)),
  });

export const listBanners = (shopId: number) =>
  memberClient({ path: `/${shopId}/ecommerceBanner`, schema: z.array(BannerSchema), cache: config(shopId) });

export const getNavConfig = (shopId: number) =>
  memberClient({ path: `/${shopId}/ecommerceNavConfig`, schema: NavConfigSchema, cache: config(shopId) });

export const getFooterConfig = (shopId: number) =>
  memberClient({
    path: `/${shopId}/ecommerceFooterConfig`,
    schema: FooterConfigSchema,
    cache: config(shopId),
  });

export const getSidebarConfig = (shopId: number) =>
  memberClient({
    path: `/${shopId}/ecommerceSidebarConfig`,
    schema: SidebarConfigSchema.nullable(),
    cache: config(shopId),
  });

export const getPageIcons = (shopId: number) =>
  memberClient({
    path: `/${shopId}/ecommerceConfig/getPageIcon`,
    schema: z.array(PageIconSchema),
    cache: config(shopId),
  });
