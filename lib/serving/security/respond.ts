import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { inlineScriptHashes, NON_PAGE_POLICY, pagePolicy, TAG_MANAGER_HEADER } from './policy.ts';

/**
 * Gives an answer its Content-Security-Policy on its way out.
 *
 * A page's policy lists the hashes of its own inline scripts, so the page is held until it is
 * complete: the hashes are known only then. Hashes rather than per-request nonces because pages are
 * rendered once and served from the cache to everyone: a nonce would be the same in every copy.
 * Holding costs nothing for cached pages (sent whole anyway); the few pages rendered per request
 * (search, orders, the 404 screen) reach the browser when done instead of in pieces.
 *
 * Everything else passes straight through with the no-embedding policy.
 */
export function secureResponse(res: ServerResponse): void {
  // Called with whatever arguments the app passed, as Node's own overloads take them.
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  const flushHeaders = res.flushHeaders;
  const write = res.write as (...args: unknown[]) => boolean;
  const end = res.end as (...args: unknown[]) => ServerResponse;
  let kind: null | 'page' | 'other' = null;
  /** Set once a page's policy is in place and its headers may go. */
  let released = false;
  const held: Buffer[] = [];

  // The wrappers stay in place once the kind is known, passing calls through: the app's compression
  // wraps them in turn, and putting the originals back would cut it out.

  // Headers stay open until the answer's kind is known: writeHead only records them.
  res.writeHead = function (
    status: number,
    reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ) {
    if (kind === 'other' || released) return writeHead.call(res, status, reason, headers);
    res.statusCode = status;
    if (typeof reason === 'string') res.statusMessage = reason;
    else headers = reason;
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2)
        res.setHeader(headers[i] as string, headers[i + 1] as OutgoingHttpHeader);
    else if (headers)
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as OutgoingHttpHeader);
    return res;
  } as ServerResponse['writeHead'];

  const decide = () => {
    if (kind) return kind;
    // A 304 updates the headers of the copy the browser holds: it must not replace that page's policy.
    if (res.statusCode === 304) return (kind = 'other');
    const isPage = /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
    kind = isPage ? 'page' : 'other';
    if (!isPage) {
      res.removeHeader(TAG_MANAGER_HEADER);
      if (!res.hasHeader('content-security-policy'))
        res.setHeader('content-security-policy', NON_PAGE_POLICY);
    }
    return kind;
  };

  // The app flushes a streamed page's headers early; a page's wait for its policy.
  res.flushHeaders = function () {
    if (decide() === 'other' || released) flushHeaders.call(res);
  };

  res.write = function (...args: unknown[]) {
    if (decide() === 'other') return write.apply(res, args);
    hold(held, args[0], args[1]);
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  res.end = function (...args: unknown[]) {
    if (decide() === 'other') return end.apply(res, args);
    if (typeof args[0] !== 'function') hold(held, args[0], args[1]);
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    const body = Buffer.concat(held);
    const tagManager = res.hasHeader(TAG_MANAGER_HEADER);
    res.removeHeader(TAG_MANAGER_HEADER);
    const html = decoded(body, String(res.getHeader('content-encoding') ?? 'identity'));
    res.setHeader(
      'content-security-policy',
      pagePolicy({ scriptHashes: html === null ? [] : inlineScriptHashes(html), tagManager }),
    );
    if (body.length > 0) res.setHeader('content-length', body.length);
    released = true;
    return callback ? end.call(res, body, callback) : end.call(res, body);
  } as ServerResponse['end'];
}

/** Keeps a chunk of the page as bytes, in the encoding it was written with. */
function hold(held: Buffer[], chunk: unknown, encoding: unknown): void {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
  held.push(
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
        : Buffer.from(chunk as Uint8Array),
  );
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
