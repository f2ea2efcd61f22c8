import type { ProductSort, ProductSummary, PageQuery, ProductFilter } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { getActivity } from './activities';
import { getCategory, getCategoryGroup } from './categories';
import { countProducts, listProducts } from './products';

/** What a product list page is scoped to, addressed the way storefront URLs address it. */
export type ProductScope = 'ecommerceCategory' | 'ecommerceCategoryGroup' | 'ecommerceActivity';

async function scopeFilter(
  db: Db,
  shopId: number,
  scope: ProductScope,
  nanoId: string,
): Promise<ProductFilter> {
  switch (scope) {
    case 'ecommerceCategory':
      return { EcommerceCategoryId: (await getCategory(db, shopId, nanoId)).id };
    case 'ecommerceCategoryGroup':
      return { EcommerceCategoryGroupId: (await getCategoryGroup(db, shopId, nanoId)).id };
    case 'ecommerceActivity':
      return { EcommerceActivityId: (await getActivity(db, shopId, nanoId)).id };
  }
}

export async function listScopedProducts(
  db: Db,
  shopId: number,
  scope: ProductScope,
  nanoId: string,
  q: PageQuery & ProductSort,
): Promise<ProductSummary[]> {
  return listProducts(db, shopId, { ...q, ...(await scopeFilter(db, shopId, scope, nanoId)) });
}

export async function countScopedProducts(
  db: Db,
  shopId: number,
  scope: ProductScope,
  nanoId: string,
): Promise<number> {
  return countProducts(db, shopId, await scopeFilter(db, shopId, scope, nanoId));
}
