/**
 * The address this deployment was reached at for this request, which is where a gateway must send
 * its notifications back. PUBLIC_ORIGIN overrides it when the server sits behind a proxy that
 * rewrites the host (the gateway must be able to reach the address it is given).
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  return originOf(url.protocol, request.headers.get('host')) ?? url.origin;
}

/** The same for a page, which knows its Host header and the protocol Next was reached by. */
export function originOf(protocol: string, host: string | null): string | null {
  const configured = process.env.PUBLIC_ORIGIN?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return host ? `${protocol.replace(/:?$/, ':')}//${host}` : null;
}

/**
 * This process itself on loopback, for work done outside any request (the intent worker) that calls
 * a sandbox served by the same app.
 */
export const loopbackOrigin = (): string => `http://127.0.0.1:${process.env.PORT || 3000}`;
