import 'server-only';
import {
  countProducts,
  countScopedProducts,
  getActivity,
  getCategory,
  getCategoryGroup,
  listProducts,
  listScopedProducts,
} from '@/lib/api/catalog';
import type { Count, Image, ProductSummary } from '@/lib/api/contract';
import { isMissing, type Failure, type Result } from '@/lib/api/result';
import type { ProductListType } from '@/lib/routes';
import { PageFailureError } from '@/lib/ui/pageFailure';
import { PRODUCTS_PER_PAGE } from './productList';

export type ProductListPage = {
  title: string;
  description?: string;
  image?: Image | null;
  products: ProductSummary[];
  total: number;
};

/**
 * A list that does not exist (404). A list the API could not read is not one of these: that throws
 * a PageFailureError, so the page answers with its error page (5xx, showing the server's message) and
 * nothing claims the list is gone or empty.
 */
export type ProductListFailure = { notFound: true };

/** Throws what is not "does not exist": an unreachable service must not read as a missing list. */
function unlessMissing(failure: Failure): ProductListFailure {
  if (isMissing(failure)) return { notFound: true };
  throw new PageFailureError(failure);
}

export const SCOPES = {
  category: 'ecommerceCategory',
  group: 'ecommerceCategoryGroup',
  activity: 'ecommerceActivity',
} as const;

/** One page of a ProductList screen (spec §2): its heading and the products, with the total for paging. */
export async function loadProductList(
  shopId: number,
  type: ProductListType,
  nanoId: string | undefined,
  page: number,
): Promise<ProductListPage | ProductListFailure> {
  const paging = { start: (page - 1) * PRODUCTS_PER_PAGE, limit: PRODUCTS_PER_PAGE };
  if (type === 'all') {
    const counting = countProducts(shopId);
    if (await pastTheEnd(counting, paging.start)) return { notFound: true };
    const [[products, e1], [count, e2]] = await Promise.all([listProducts(shopId, paging), counting]);
    const error = e1 ?? e2;
    if (error !== null) throw new PageFailureError(error);
    return { title: '所有商品', products: products!, total: count!.count };
  }
  if (!nanoId) return { notFound: true };

  const scope = SCOPES[type];
  const counting = countScopedProducts(shopId, scope, nanoId);
  if (await pastTheEnd(counting, paging.start)) return { notFound: true };
  const [heading, [products, e1], [count, e2]] = await Promise.all([
    headingOf(shopId, type, nanoId),
    listScopedProducts(shopId, scope, nanoId, paging),
    counting,
  ]);
  const [info, e0] = heading;
  if (e0 !== null) return unlessMissing(e0);
  if (info === null) return { notFound: true };
  const error = e1 ?? e2;
  if (error !== null) throw new PageFailureError(error);
  return { ...info, products: products!, total: count!.count };
}

/**
 * Whether a page after the first starts past the last product: a 404 from the count alone, which
 * the page reads anyway. Listing it instead would cache an empty answer for every page number
 * anyone types.
 */
async function pastTheEnd(counting: Promise<Result<Count>>, start: number): Promise<boolean> {
  if (start === 0) return false;
  const [count] = await counting;
  return count !== null && start >= count.count;
}

type Heading = { title: string; description?: string; image?: Image | null } | null;

export async function headingOf(
  shopId: number,
  type: 'category' | 'group' | 'activity',
  nanoId: string,
): Promise<Result<Heading>> {
  if (type === 'category') {
    const [c, error] = await getCategory(shopId, nanoId);
    return error === null ? [{ title: c.name, image: c.Image }, null] : [null, error];
  }
  if (type === 'group') {
    const [g, error] = await getCategoryGroup(shopId, nanoId);
    return error === null ? [{ title: g.name }, null] : [null, error];
  }
  const [a, error] = await getActivity(shopId, nanoId);
  if (error !== null) return [null, error];
  // A switched-off activity is not on sale: its old links lead to the 404 screen.
  return [a.enable ? { title: a.name, description: a.description, image: a.Image } : null, null];
}
