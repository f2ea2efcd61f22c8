import { NextResponse, type NextRequest } from 'next/server';
import { MEMBER_TOKEN_KEY } from '@/lib/api/session';
import { consoleRoutePath, isConsolePath } from '@/lib/console/names';
import { pageIntoPath } from '@/lib/catalog/pageSegment';
import { shopErrorPage } from '@/lib/tenancy/errorPage';
import { guardRedirect } from '@/lib/tenancy/guard';
import { hostPath, isPassThrough, normalizeHost, UNKNOWN_ADDRESS_PATH } from '@/lib/tenancy/host';
import { knownAddress } from '@/lib/tenancy/knownAddresses';
import { SHOP_CONFIG_FAILED, URL_MALFORMED, URL_TOO_LONG } from '@/lib/tenancy/messages';
import { TAG_MANAGER_HEADER } from '@/lib/tenancy/pageMarks';
import { refusedPath } from '@/lib/tenancy/refusedPath';
import { resolveShop } from '@/lib/tenancy/resolve';

/**
 * Tenancy: the Host header picks the shop, and the request is served from that host's route tree
 * (`app/[host]`). Every incoming path is prefixed, so `/{host}/…` typed from outside becomes
 * `/{host}/{host}/…` and matches nothing: the per-host segment cannot be reached directly.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isPassThrough(pathname)) return NextResponse.next();
  // A segment longer than any id or search, or encoding that decodes to no text, names nothing in any
  // shop, and no link leads to one. Refused here, before the shop lookup: the shop's 404 screen would
  // cost a lookup and a render for every such address made up. 414 or 400 says why, where a 404 would
  // look like a missing product; like the unknown-host page this answer is `no-store`, so no cache
  // keeps it either.
  const refused = refusedPath(pathname);
  if (refused) return shopErrorPage(refused === 414 ? URL_TOO_LONG : URL_MALFORMED, refused);
  // Next's own trailing-slash redirect is off so that API paths like `ecommerceOrder/` answer where
  // the spec puts them; pages keep one address each by the same redirect, made here.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(url, 308);
  }

  const host = normalizeHost(request.headers.get('host'));
  if (!host) return shopErrorPage(SHOP_CONFIG_FAILED, 404);
  const shop = await resolveShop(host);
  if (!shop.ok) return shopErrorPage(shop.message, shop.status, shop.retryAfter);

  // The merchant console: its own route tree, never a shop page (no address check, no members' guard;
  // its pages check the staff member's token themselves).
  if (isConsolePath(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = consoleRoutePath(host, pathname);
    return NextResponse.rewrite(url);
  }

  // Members' pages (spec §2): signed-out visits go to AuthWrapper on the shopper's own host and path.
  const signedIn = Boolean(request.cookies.get(MEMBER_TOKEN_KEY)?.value);
  const signIn = guardRedirect(pathname, request.nextUrl.search, signedIn);
  if (signIn) return NextResponse.redirect(new URL(signIn, request.nextUrl), 307);

  const url = request.nextUrl.clone();
  const internal = pageIntoPath(pathname, request.nextUrl.searchParams);
  // A product, list or page the shop does not have goes to the route that renders per request: its
  // 404 screen the same, without a page-cache note for every made-up address (knownAddresses.ts).
  // When the API cannot say, the page's own route answers (its cached copy, or its error page).
  const missing = (await knownAddress(shop.shopId, internal.pathname)) === 'missing';
  url.pathname = hostPath(host, missing ? UNKNOWN_ADDRESS_PATH : internal.pathname);
  url.search = internal.search.toString();
  // The server's page policy (lib/serving/security) lets Tag Manager's scripts run only on shops that use it.
  return NextResponse.rewrite(url, shop.tagManager ? { headers: { [TAG_MANAGER_HEADER]: '1' } } : undefined);
}

export const config = {
  matcher: ['/((?!api-client/|api-auth/|api-admin/|api-test/|_next/|colorTheme/).*)'],
};
