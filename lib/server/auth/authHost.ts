const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$|\.localhost(:\d+)?$/i;

/**
 * The built-in auth host of a shop: the shop's own origin under /auth. The protocol is the proxy's
 * when it says, else plain http for local names (no certificate there) and https for the rest.
 */
export function authHostOf(headers: Headers, fallbackHost: string): string {
  const host = headers.get('host') || fallbackHost;
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const proto =
    forwarded === 'http' || forwarded === 'https' ? forwarded : LOCAL_HOST.test(host) ? 'http' : 'https';
  return `${proto}://${host}/auth`;
}
