/** Paths the middleware leaves alone: the shop API, Next's own files, the theme and public files. */
const PASS_THROUGH = /^\/(?:api-client|api-auth|api-admin|api-test|_next|colorTheme|demo|images)(?:\/|$)/;

/**
 * True for requests that are not storefront pages. Only known folders pass: guessing "a dot means a
 * file" would let `/{other-host}` through to another shop's route tree.
 */
export function isPassThrough(pathname: string): boolean {
  return PASS_THROUGH.test(pathname);
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

/**
 * Where an address the shop does not have is served from (lib/tenancy/knownAddresses.ts): no route
 * but the catch-all `[...rest]` matches it, which answers the shop's 404 screen and renders per request.
 */
export const UNKNOWN_ADDRESS_PATH = '/-/unknown';
