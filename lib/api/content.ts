import { productListsTag, publicCache, shopTag } from './cache';
import { memberClient } from './http';

const config = (shopId: number) => publicCache(shopTag(shopId));

export const getPage = (shopId: number, key: string) =>
  memberClient({
    path: `/${shopId}/ecommercePage/${key}`,
    schema: (c) => c.PageSchema,
    // Its product areas are product cards.
    cache: publicCache(shopTag(shopId), productListsTag(shopId)),
  });

export const getNavConfig = (shopId: number) =>
  memberClient({
    path: `/${shopId}/ecommerceNavConfig`,
    schema: (c) => c.NavConfigSchema,
    cache: config(shopId),
  });

export const getFooterConfig = (shopId: number) =>
  memberClient({
    path: `/${shopId}/ecommerceFooterConfig`,
    schema: (c) => c.FooterConfigSchema,
    cache: config(shopId),
  });

export const getSidebarConfig = (shopId: number) =>
  memberClient({
    path: `/${shopId}/ecommerceSidebarConfig`,
    schema: (c) => c.nullable(c.SidebarConfigSchema),
    cache: config(shopId),
  });

export const getPageIcons = (shopId: number) =>
  memberClient({
    path: `/${shopId}/ecommerceConfig/getPageIcon`,
    schema: (c) => c.array(c.PageIconSchema),
    cache: config(shopId),
  });
