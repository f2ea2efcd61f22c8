import { NanoIdSchema, PageKeySchema } from '@/lib/api/contract';
import { isListType, type ProductListType } from '@/lib/routes';
import { pageFromSegments } from './pageSegment';

/**
 * What a cached page's address names, read from the path the proxy serves it under (after
 * `pageIntoPath`): a product, a page of a product list, or a merchant page. Only these routes are
 * rendered once per address and kept, so only their made-up addresses would each cost the server a
 * render and its page cache's bookkeeping; every other address is fixed per shop or rendered per
 * request. `malformed` names nothing in any shop (an id that breaks its pattern, a second id, a list
 * type that does not exist); `other` is an address this check leaves to its route.
 */
export type Address =
  | { kind: 'product'; nanoId: string }
  | { kind: 'list'; type: ProductListType; nanoId: string | undefined; page: number }
  | { kind: 'page'; key: string }
  | { kind: 'malformed' }
  | { kind: 'other' };

/** The addresses whose existence takes a read of the shop's data. */
export type CheckedAddress = Extract<Address, { kind: 'product' | 'list' | 'page' }>;

/** The home page has its own address; `/page/home` is not one of the merchant pages. */
const HOME_KEY = 'home';

export function addressOf(pathname: string): Address {
  const [first, ...rest] = pathname.split('/').filter(Boolean).map(decode);
  if (first === 'product') {
    if (rest.length !== 1 || !NanoIdSchema.safeParse(rest[0]).success) return { kind: 'malformed' };
    return { kind: 'product', nanoId: rest[0]! };
  }
  if (first === 'page') {
    if (rest.length !== 1 || rest[0] === HOME_KEY || !PageKeySchema.safeParse(rest[0]).success)
      return { kind: 'malformed' };
    return { kind: 'page', key: rest[0]! };
  }
  if (first === 'productList') {
    const [type, ...segments] = rest;
    // The search results have a route of their own, rendered per request.
    if (type === 'search') return { kind: 'other' };
    if (type === undefined || !isListType(type)) return { kind: 'malformed' };
    const { segments: ids, page } = pageFromSegments(segments);
    // `all` takes no id, the others exactly one.
    if (type === 'all' ? ids.length > 0 : ids.length !== 1 || !NanoIdSchema.safeParse(ids[0]).success)
      return { kind: 'malformed' };
    return { kind: 'list', type, nanoId: ids[0], page };
  }
  return { kind: 'other' };
}

/** Segments arrive percent-encoded; the proxy has already refused encoding that decodes to nothing. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
