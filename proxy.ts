import { NextResponse, type NextRequest } from 'next/server';
import { shopErrorPage } from '@/lib/tenancy/errorPage';
import { hostPath, isPassThrough, normalizeHost } from '@/lib/tenancy/host';
import { SHOP_CONFIG_FAILED } from '@/lib/tenancy/messages';
import { resolveShop } from '@/lib/tenancy/resolve';

/**
 * Tenancy: the Host header picks the shop, and the request is served from that host's route tree
 * (`app/[host]`). Every incoming path is prefixed, so `/{host}/…` typed from outside becomes
 * `/{host}/{host}/…` and matches nothing: the per-host segment cannot be reached directly.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isPassThrough(pathname)) return NextResponse.next();

  const host = normalizeHost(request.headers.get('host'));
  if (!host) return shopErrorPage(SHOP_CONFIG_FAILED, 404);
  const shop = await resolveShop(host);
  if (!shop.ok) return shopErrorPage(shop.message, shop.status);

  const url = request.nextUrl.clone();
  url.pathname = hostPath(host, pathname);
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ['/((?!api-client/|api-auth/|api-test/|_next/|colorTheme/).*)'],
};
