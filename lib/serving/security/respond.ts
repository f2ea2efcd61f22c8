import zlib from 'node:zlib';
import type { Stage } from '../outgoing.ts';
import { inlineScriptHashes, NON_PAGE_POLICY, pagePolicy, TAG_MANAGER_HEADER } from './policy.ts';

/**
 * Gives an answer its Content-Security-Policy on its way out (a stage of lib/serving/outgoing.ts).
 *
 * A page's policy lists the hashes of its own inline scripts, so the page is held until it is
 * complete: the hashes are known only then. Hashes rather than per-request nonces because pages are
 * rendered once and served from the cache to everyone: a nonce would be the same in every copy.
 * Holding costs nothing for cached pages (sent whole anyway); the few pages rendered per request
 * (search, orders, the 404 screen) reach the browser when done instead of in pieces.
 *
 * Everything else passes straight through with the no-embedding policy.
 */
export function securityStage(): Stage {
  let page = false;
  return {
    head(res) {
      // A 304 updates the headers of the copy the browser holds: it must not replace that page's policy.
      if (res.statusCode === 304) return;
      page = /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
      if (page) return 'hold';
      res.removeHeader(TAG_MANAGER_HEADER);
      if (!res.hasHeader('content-security-policy'))
        res.setHeader('content-security-policy', NON_PAGE_POLICY);
    },
    complete(res, body) {
      if (!page) return;
      const tagManager = res.hasHeader(TAG_MANAGER_HEADER);
      res.removeHeader(TAG_MANAGER_HEADER);
      const html = decoded(body, String(res.getHeader('content-encoding') ?? 'identity'));
      res.setHeader(
        'content-security-policy',
        pagePolicy({ scriptHashes: html === null ? [] : inlineScriptHashes(html), tagManager }),
      );
    },
  };
}

/**
 * The page's text from its bytes as sent. Null for an encoding it cannot read: the policy then
 * allows no inline script, which breaks the page visibly rather than weakening it silently.
 */
function decoded(body: Buffer, encoding: string): string | null {
  try {
    switch (encoding.toLowerCase()) {
      case 'identity':
      case '':
        return body.toString('utf8');
      case 'gzip':
        return zlib.gunzipSync(body).toString('utf8');
      case 'deflate':
        return zlib.inflateSync(body).toString('utf8');
      case 'br':
        return zlib.brotliDecompressSync(body).toString('utf8');
      default:
        return null;
    }
  } catch {
    return null;
  }
}
