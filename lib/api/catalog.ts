import type { ProductFilter } from './contract';
import { productListsTag, productTag, publicCache, shopTag } from './cache';
import { memberClient } from './http';

type Paging = { start?: number; limit?: number };
type Sorting = { sort?: 'ASC' | 'DESC'; sortBy?: 'order' | 'price' | 'createdAt' | 'name' };
export type ProductScope = 'ecommerceCategory' | 'ecommerceCategoryGroup' | 'ecommerceActivity';

// Which tags a read carries decides what a change of stock expires (lib/revalidate/change.ts): only
// reads that show availability carry more than the shop's tag. Counts, categories and activities
// without their products do not show it.
const catalog = (shopId: number) => publicCache(shopTag(shopId));
const lists = (shopId: number) => publicCache(shopTag(shopId), productListsTag(shopId));

export const listActivities = (
  shopId: number,
  query: Paging & { name?: string; isStorewideActivity?: boolean } = {},
) =>
  memberClient({
    path: `/${shopId}/ecommerceActivity`,
    query,
    schema: (c) => c.array(c.ActivitySchema),
    cache: catalog(shopId),
  });

export const getActivity = (shopId: number, nanoId: string) =>
  memberClient({
    path: `/${shopId}/ecommerceActivity/${nanoId}`,
    schema: (c) => c.ActivityDetailSchema,
    cache: lists(shopId),
  });

export const listCategories = (shopId: number, query: Paging = {}) =>
  memberClient({
    path: `/${shopId}/ecommerceCategory`,
    query,
    schema: (c) => c.array(c.CategorySchema),
    cache: catalog(shopId),
  });

export const countCategories = (shopId: number, query: { name?: string } = {}) =>
  memberClient({
    path: `/${shopId}/ecommerceCategory/count`,
    query,
    schema: (c) => c.CountSchema,
    cache: catalog(shopId),
  });

export const getCategory = (shopId: number, nanoId: string) =>
  memberClient({
    path: `/${shopId}/ecommerceCategory/${nanoId}`,
    schema: (c) => c.CategorySchema,
    cache: catalog(shopId),
  });

export const listCategoryGroups = (shopId: number) =>
  memberClient({
    path: `/${shopId}/ecommerceCategoryGroup`,
    schema: (c) => c.array(c.CategoryGroupSchema),
    cache: catalog(shopId),
  });

export const getCategoryGroup = (shopId: number, nanoId: string) =>
  memberClient({
    path: `/${shopId}/ecommerceCategoryGroup/${nanoId}`,
    schema: (c) => c.CategoryGroupSchema,
    cache: catalog(shopId),
  });

export const listProducts = (shopId: number, query: Paging & Sorting & ProductFilter = {}) =>
  memberClient({
    path: `/${shopId}/ecommerceProduct`,
    query,
    schema: (c) => c.array(c.ProductSummarySchema),
    cache: lists(shopId),
  });

export const countProducts = (shopId: number, query: ProductFilter = {}) =>
  memberClient({
    path: `/${shopId}/ecommerceProduct/count`,
    query,
    schema: (c) => c.CountSchema,
    cache: catalog(shopId),
  });

export const searchProducts = (shopId: number, search: string) =>
  memberClient({
    path: `/${shopId}/ecommerceProduct/search`,
    query: { search },
    schema: (c) => c.array(c.ProductSummarySchema),
  });

export const getProductByNanoId = (shopId: number, nanoId: string) =>
  memberClient({
    path: `/${shopId}/ecommerceProduct/nanoId/${nanoId}`,
    schema: (c) => c.ProductSchema,
    cache: publicCache(shopTag(shopId), productTag(shopId, nanoId)),
  });

/** Products of one category, group or activity by its nanoId, without looking up its id first. */
export const listScopedProducts = (
  shopId: number,
  scope: ProductScope,
  nanoId: string,
  query: Paging & Sorting = {},
) =>
  memberClient({
    path: `/${shopId}/${scope}/${nanoId}/ecommerceProduct`,
    query,
    schema: (c) => c.array(c.ProductSummarySchema),
    cache: lists(shopId),
  });

export const countScopedProducts = (shopId: number, scope: ProductScope, nanoId: string) =>
  memberClient({
    path: `/${shopId}/${scope}/${nanoId}/ecommerceProduct/count`,
    schema: (c) => c.CountSchema,
    cache: catalog(shopId),
  });

/** Always fresh: the cart uses it to check prices and stock. */
export const getStocks = (shopId: number, ids: number[]) =>
  memberClient({
    path: `/${shopId}/ecommerceProductStock`,
    query: { ids: ids.join(',') },
    schema: (c) => c.array(c.StockWithProductSchema),
  });
