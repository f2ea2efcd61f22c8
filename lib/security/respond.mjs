// @ts-check
import zlib from 'node:zlib';
import { PAGE_BROTLI_QUALITY } from '../frontCache/policy.mjs';
import { inlineScriptHashes, NON_PAGE_POLICY, pagePolicy, TAG_MANAGER_HEADER } from './policy.mjs';

/** @typedef {import('node:http').ServerResponse} Res */

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
 *
 * @param {Res} res
 * @param {{ rewritePage?: (html: string) => string, brotli?: boolean }} [options]
 */
export function secureResponse(res, { rewritePage, brotli = false } = {}) {
  const writeHead = res.writeHead;
  const flushHeaders = res.flushHeaders;
  const write = res.write;
  const end = res.end;
  /** @type {null | 'page' | 'other'} */
  let kind = null;
  /** Set once a page's policy is in place and its headers may go. */
  let released = false;
  /** @type {Buffer[]} */
  const held = [];

  // The wrappers stay in place once the kind is known, passing calls through: the app's compression
  // wraps them in turn, and putting the originals back would cut it out.

  // Headers stay open until the answer's kind is known: writeHead only records them.
  res.writeHead = /** @type {Res['writeHead']} */ (
    function (/** @type {number} */ status, /** @type {any} */ reason, /** @type {any} */ headers) {
      if (kind === 'other' || released)
        return writeHead.apply(res, /** @type {any} */ ([status, reason, headers]));
      res.statusCode = status;
      if (typeof reason === 'string') res.statusMessage = reason;
      else headers = reason;
      if (Array.isArray(headers))
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
      else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      return res;
    }
  );

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

  res.write = /** @type {Res['write']} */ (
    function (/** @type {any[]} */ ...args) {
      if (decide() === 'other') return write.apply(res, /** @type {any} */ (args));
      hold(held, args[0], args[1]);
      const callback = args.find((a) => typeof a === 'function');
      if (callback) process.nextTick(callback);
      return true;
    }
  );

  res.end = /** @type {Res['end']} */ (
    function (/** @type {any[]} */ ...args) {
      if (decide() === 'other') return end.apply(res, /** @type {any} */ (args));
      if (typeof args[0] !== 'function') hold(held, args[0], args[1]);
      const callback = args.find((a) => typeof a === 'function');
      let body = Buffer.concat(held);
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
    }
  );
}

/**
 * @param {Buffer[]} held
 * @param {unknown} chunk
 * @param {unknown} encoding
 */
function hold(held, chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
  held.push(
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'))
        : Buffer.from(/** @type {Uint8Array} */ (chunk)),
  );
}

/**
 * The page's text from its bytes as sent. Null for an encoding it cannot read: the policy then
 * allows no inline script, which breaks the page visibly rather than weakening it silently.
 * @param {Buffer} body
 * @param {string} encoding
 * @returns {string | null}
 */
function decoded(body, encoding) {
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
 * @param {string} html
 * @param {string} encoding
 * @returns {Buffer}
 */
function encoded(html, encoding) {
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
