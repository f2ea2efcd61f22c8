import { MAX_SEARCH_LENGTH } from '@/lib/api/contract/limits';
import { homePath, SEARCH_TERM_FIELD, searchPath } from '@/lib/routes';

/**
 * The search form as the browser submits it before the page has hydrated (components/search):
 * `?name=` becomes the results page's own address, the same one a hydrated search goes to; a blank
 * or missing term leads home. A 303, never kept: the term is the shopper's.
 */
export function GET(request: Request): Response {
  const term = (new URL(request.url).searchParams.get(SEARCH_TERM_FIELD) ?? '')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
  return new Response(null, {
    status: 303,
    headers: { location: term ? searchPath(term) : homePath(), 'cache-control': 'no-store' },
  });
}
