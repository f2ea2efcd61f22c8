import { parsePage } from './pagination';

/**
 * Product lists take `?page=N` in their public address (spec §2). Reading the query would make every
 * list page render per request, so the middleware moves the page number into a last path segment,
 * `~N`, and the pages stay cacheable like the rest of the shop. `~` never appears in a nanoId.
 */
const MARKER = '~';
const LISTS = /^\/productList\//;

/** The internal path for a public list address: the page moves from the query into the path. */
export function pageIntoPath(
  pathname: string,
  search: URLSearchParams,
): { pathname: string; search: URLSearchParams } {
  if (!LISTS.test(pathname) || !search.has('page')) return { pathname, search };
  const page = parsePage(search.get('page') ?? undefined);
  const rest = new URLSearchParams(search);
  rest.delete('page');
  return { pathname: page > 1 ? `${pathname.replace(/\/+$/, '')}/${MARKER}${page}` : pathname, search: rest };
}

/** The path segments of a list route without the page segment, and the page it named (1 without one). */
export function pageFromSegments(segments: string[] | undefined): { segments: string[]; page: number } {
  const all = segments ?? [];
  const last = all.at(-1);
  if (last?.startsWith(MARKER)) {
    const page = parsePage(decodeURIComponent(last.slice(MARKER.length)));
    return { segments: all.slice(0, -1), page };
  }
  return { segments: all, page: 1 };
}
