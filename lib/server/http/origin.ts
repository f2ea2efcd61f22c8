/**
 * The address this deployment was reached at for this request, which is where a gateway must send
 * its notifications back. PUBLIC_ORIGIN overrides it when the server sits behind a proxy that
 * rewrites the host (the gateway must be able to reach the address it is given).
 */
export function requestOrigin(request: Request): string {
  const configured = process.env.PUBLIC_ORIGIN?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const url = new URL(request.url);
  const host = request.headers.get('host');
  return host ? `${url.protocol}//${host}` : url.origin;
}

/**
 * This process itself on loopback, for work done outside any request (the intent worker) that calls
 * a sandbox served by the same app.
 */
export const loopbackOrigin = (): string => `http://127.0.0.1:${process.env.PORT || 3000}`;
