/** Paths the middleware leaves alone: the shop API, Next's own files and the theme stylesheet. */
const PASS_THROUGH = /^\/(?:api-client|api-auth|_next|colorTheme)(?:\/|$)/;
/** Per-host files that are pages of the shop even though they look like files. */
const SHOP_FILES = new Set(['/robots.txt', '/sitemap.xml']);

/** True for requests that are not storefront pages: API calls, build assets and public files. */
export function isPassThrough(pathname: string): boolean {
  if (PASS_THROUGH.test(pathname)) return true;
  if (SHOP_FILES.has(pathname)) return false;
  return /\.[A-Za-z0-9]+$/.test(pathname);
}

/**
 * The shop's host name from a Host header: lower-cased, without port or trailing dot. Null when the
 * header is missing or is not a plain host name, so it can never smuggle a path into the rewrite.
 */
export function normalizeHost(header: string | null): string | null {
  if (!header) return null;
  let host = header.trim().toLowerCase();
  if (host.startsWith('[')) return null; // IPv6 literals are not shop domains.
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  return /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/.test(host) ? host : null;
}

/** The internal path a storefront request is served from: one route tree per host. */
export const hostPath = (host: string, pathname: string) => `/${host}${pathname === '/' ? '' : pathname}`;
