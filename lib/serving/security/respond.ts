import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { PAGE_BROTLI_QUALITY } from '../../frontCache/policy.mjs';
import { inlineScriptHashes, NON_PAGE_POLICY, pagePolicy, TAG_MANAGER_HEADER } from './policy.ts';

/** What the server asks of the page on its way out. */
export type SecureResponseOptions = {
  /** Changes a whole page before its policy is computed (lib/pageHtml). */
  rewritePage?: (html: string) => string;
  /** The browser takes Brotli: a page the app sent in gzip is sent in Brotli once rewritten. */
  brotli?: boolean;
};

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
 *
 * `rewritePage` may change a whole page before its policy is computed (lib/pageHtml). The rewritten
 * page is compressed again: in Brotli when the app chose gzip and the browser takes Brotli
 * (`brotli`), a fifth smaller than gzip for a millisecond or two, otherwise in the encoding it came in.
 */
export function secureResponse(
  res: ServerResponse,
  { rewritePage, brotli = false }: SecureResponseOptions = {},
): void {
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
    let body: Buffer = Buffer.concat(held);
    const tagManager = res.hasHeader(TAG_MANAGER_HEADER);
    res.removeHeader(TAG_MANAGER_HEADER);
    const encoding = String(res.getHeader('content-encoding') ?? 'identity');
    let html = decoded(body, encoding);
    if (html !== null && rewritePage) {
      const rewritten = rewritePage(html);
      if (rewritten !== html) {
        const sentAs = brotli && encoding.toLowerCase() === 'gzip' ? 'br' : encoding;
        body = encoded(rewritten, sentAs);
        if (sentAs !== encoding) res.setHeader('content-encoding', sentAs);
        html = rewritten;
      }
    }
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

/**
 * A rewritten page's bytes in an encoding `decoded` reads: gzip and deflate at zlib's default level,
 * as Next's compression makes them; Brotli at the quality the front cache gives pages.
 */
function encoded(html: string, encoding: string): Buffer {
  switch (encoding.toLowerCase()) {
    case 'gzip':
      return zlib.gzipSync(html);
    case 'deflate':
      return zlib.deflateSync(html);
    case 'br':
      return zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
      });
    default:
      return Buffer.from(html, 'utf8');
  }
}
