import 'server-only';
import { createHash } from 'node:crypto';

/**
 * Seconds a shared cache (the server's front cache, a CDN) may keep a public catalog read. Well
 * inside the 30 s the pages themselves may be behind, so a changed price, stock or visibility shows
 * in an answer within this time.
 */
export const PUBLIC_READ_SECONDS = 10;

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * A public read: the answer carries an entity tag, and a request that already holds it gets a 304
 * with no body. `shared` answers may be kept by shared caches for PUBLIC_READ_SECONDS; the others
 * (what the cart and the spec selector trust for stock) must be revalidated on every use.
 */
export function publicRead<C>(handler: Handler<C>, { shared = true }: { shared?: boolean } = {}): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context);
    if (response.status !== 200) return response;
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    headers.set('etag', etag);
    // Browsers revalidate every time (max-age=0): a 304 costs a round trip but never a stale answer.
    headers.set('cache-control', shared ? `public, max-age=0, s-maxage=${PUBLIC_READ_SECONDS}` : 'no-cache');
    if (etagMatches(request.headers.get('if-none-match'), etag))
      return new Response(null, { status: 304, headers });
    return new Response(body, { status: 200, headers });
  };
}

/** Whether If-None-Match names this tag: weak comparison, a list, or `*` (RFC 9110 §13.1.2). */
function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
