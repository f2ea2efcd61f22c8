import type { UniversalLink } from '@/lib/api/contract';

/** Storefront paths of spec §2, built in one place. */
export type ProductListType = 'group' | 'category' | 'activity' | 'all';
const LIST_TYPES: readonly string[] = ['all', 'category', 'group', 'activity'] satisfies ProductListType[];
export const isListType = (t: string): t is ProductListType => LIST_TYPES.includes(t);

export const homePath = () => '/';
export const allCategoriesPath = () => '/categories';
export const customPagePath = (key: string) => `/page/${encodeURIComponent(key)}`;
export const productPath = (nanoId: string) => `/product/${encodeURIComponent(nanoId)}`;

export function productListPath(type: ProductListType, nanoId?: string, page = 1): string {
  const base =
    type === 'all' || !nanoId ? `/productList/${type}` : `/productList/${type}/${encodeURIComponent(nanoId)}`;
  return page > 1 ? `${base}?page=${page}` : base;
}

/**
 * Where the search form sends its term when the browser submits it itself (before the page has
 * hydrated): `GET /productList/search?name=…`, which answers with the results page's address.
 */
export const SEARCH_FORM_PATH = '/productList/search';
export const SEARCH_TERM_FIELD = 'name';

export const searchPath = (name: string, page = 1) =>
  `/productList/search/name/${encodeURIComponent(name)}${page > 1 ? `?page=${page}` : ''}`;

/** Where a banner, marketing slide or recommendation card leads. */
export const universalLinkPath = (link: UniversalLink) =>
  productListPath(link.type === 'ecommerceActivity' ? 'activity' : 'category', link.nanoId);

export const cartPath = () => '/cart';
export const checkoutPath = () => '/checkout';
