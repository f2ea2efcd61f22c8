import 'server-only';
import { countProducts, countScopedProducts, getProductByNanoId } from '@/lib/api/catalog';
import { getPage } from '@/lib/api/content';
import { isMissing, type Failure, type Result } from '@/lib/api/result';
import type { CheckedAddress } from './address';
import { pageCount, PRODUCTS_PER_PAGE } from './productList';
import { headingOf, SCOPES } from './productListPage';

/** `unknown`: the shop API could not say (it is away); the page's own route decides then. */
export type Existence = 'found' | 'missing' | 'unknown';

/**
 * Whether the shop has what an address names, by the reads its page makes (all cached reads of
 * the shop API): the product, the list and its page number, the merchant page. The same rules as
 * the pages' own 404s (a switched-off activity, a page past the last product).
 */
export async function addressExists(shopId: number, address: CheckedAddress): Promise<Existence> {
  switch (address.kind) {
    case 'product':
      return existenceOf(await getProductByNanoId(shopId, address.nanoId));
    case 'page':
      return existenceOf(await getPage(shopId, address.key));
    case 'list': {
      const { type, nanoId, page } = address;
      if (type === 'all') return pageExists(() => countProducts(shopId), page);
      const [heading, error] = await headingOf(shopId, type, nanoId!);
      if (error !== null) return failed(error);
      if (heading === null) return 'missing';
      return pageExists(() => countScopedProducts(shopId, SCOPES[type], nanoId!), page);
    }
  }
}

function existenceOf(result: Result<unknown>): Existence {
  return result[1] === null ? 'found' : failed(result[1]);
}

const failed = (failure: Failure): Existence => (isMissing(failure) ? 'missing' : 'unknown');

/** Page 1 of a list exists even when it is empty; a later one only up to the last product. */
async function pageExists(count: () => ReturnType<typeof countProducts>, page: number): Promise<Existence> {
  if (page === 1) return 'found';
  const [counted, error] = await count();
  if (error !== null) return failed(error);
  return page <= pageCount(counted.count, PRODUCTS_PER_PAGE) ? 'found' : 'missing';
}
