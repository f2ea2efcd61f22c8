import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { Stage } from '../outgoing.ts';
import type { Change } from '../revalidate/payload.ts';
import { oneAtATime } from './oneAtATime.ts';
import {
  acceptsCoding,
  etagMatches,
  keepSeconds,
  keyAffected,
  PAGE_BROTLI_QUALITY,
  productMentions,
  requestKey,
} from './policy.ts';
import { BoundedStore, type Entry } from './store.ts';

/** Headers that belong to one connection or one moment, not to the stored answer. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'x-cache',
  'strict-transport-security',
]);

/** Answers worth a Brotli copy: text, scripts, JSON, SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml)|image\/svg\+xml)/;

export type FrontCacheOptions = {
  maxBytes: number;
  maxSeconds: number;
  now?: () => number;
  inOutage?: () => boolean;
  staleIfErrorSeconds?: number;
};

/** What `lookup` returns when it answered the request from memory. */
export const SERVED = Symbol('served');

export type FrontCache = {
  /**
   * Answers from memory (SERVED), or gives the stage (lib/serving/outgoing.ts) that keeps what the
   * app answers; null when the request is not one to keep.
   */
  lookup(req: IncomingMessage, res: ServerResponse): typeof SERVED | Stage | null;
  purge(change: Change): number;
  store: BoundedStore;
};

/**
 * A shared cache in front of the app, in the server process: what the app marks as cacheable for
 * shared caches (pages, public API reads, the 404 screen) is answered from memory for at most
 * `maxSeconds`, already compressed, without running the middleware or the renderer again. Once an
 * entry is older than that, one request goes to the app to refresh it while the others keep getting
 * the previous copy (for at most another `maxSeconds`), so an expiry never sends a burst to the app.
 *
 * Errors are never kept (policy.ts keepSeconds). While the app cannot reach its data (`inOutage`),
 * a copy up to `staleIfErrorSeconds` past its expiry is served rather than asking the app, which
 * could only answer with its error page: stale-if-error, as RFC 5861 has it.
 */
export function createFrontCache({
  maxBytes,
  maxSeconds,
  now = Date.now,
  inOutage = () => false,
  staleIfErrorSeconds = STALE_IF_ERROR_SECONDS,
}: FrontCacheOptions): FrontCache {
  const store = new BoundedStore(maxBytes);
  /** Keys whose refresh is on its way to the app. */
  const refreshing = new Set<string>();
  /**
   * Build files get the best Brotli ratio, which costs a libuv thread up to half a second for a large
   * chunk (quality 11 on 230 KB: 540 ms here, quality 9: 70 ms). Libuv has four threads and Next
   * reads every file it serves on them: a first visit asks for a dozen chunks at once, and with all
   * four compressing, the page's stylesheet and the chunk a tap needs waited seconds behind them.
   * So these run one at a time, each file once.
   */
  const slowCompression = oneAtATime();
  /** Build files waiting for (or in) their slow compression. */
  const compressing = new Set<string>();
  const ttlMs = maxSeconds * 1000;
  /**
   * Recent purges: an answer the app was asked for before one of them may hold the data it removed,
   * so it is passed on but not kept. Only purges younger than the longest render matter.
   */
  let purges: { at: number; change: Change }[] = [];

  function lookup(req: IncomingMessage, res: ServerResponse): typeof SERVED | Stage | null {
    const key = maxSeconds > 0 ? requestKey(req) : null;
    if (!key) return null;
    const t = now();
    const entry = store.get(key);
    if (
      entry &&
      (t < entry.expiresAt ||
        (t < entry.expiresAt + ttlMs && refreshing.has(key)) ||
        (t < entry.expiresAt + staleIfErrorSeconds * 1000 && inOutage()))
    ) {
      if (entry.brotliLater && acceptsCoding(req.headers['accept-encoding'], 'br')) addBrotli(key, entry);
      serve(req, res, entry, t);
      return SERVED;
    }
    if (entry) refreshing.add(key);
    return keepAnswer(res, key, (req.url ?? '').split('?')[0] ?? '', t);
  }

  /**
   * The answer goes through as the app writes it (compressed, streamed); a copy is kept once it is
   * complete, when its headers allow it.
   */
  function keepAnswer(res: ServerResponse, key: string, path: string, startedAt: number): Stage {
    res.setHeader('x-cache', 'MISS');
    // A client gone before the end: nothing to keep, and the next request may try again.
    res.once('close', () => {
      if (!res.writableFinished) refreshing.delete(key);
    });
    return {
      sent(res, body) {
        // Too large to copy: passed on, not kept.
        if (body) remember(res, key, path, body, startedAt);
        else refreshing.delete(key);
      },
    };
  }

  /**
   * Keeps the answer when its headers allow it. A text answer has a gzip and a Brotli copy (smaller,
   * for the browsers that take it): the one missing is made off the main thread before the entry
   * replaces the previous one, except for a page or read asked for the first time, whose Brotli
   * copy is made at its first hit (addBrotli).
   */
  function remember(res: ServerResponse, key: string, path: string, body: Buffer, startedAt: number): void {
    const headers = res.getHeaders();
    const seconds = keepSeconds({
      path,
      status: res.statusCode,
      headers,
      encoding: key.split('|')[1] ?? '',
      maxSeconds,
    });
    if (seconds <= 0) {
      refreshing.delete(key);
      return;
    }
    const kept: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined && !HOP_HEADERS.has(name))
        kept[name] = Array.isArray(value) ? value : String(value);
    // Counted from when the app was asked, so the copy is never older than it claims.
    const entry: Entry = {
      status: res.statusCode,
      headers: kept,
      body,
      storedAt: startedAt,
      expiresAt: startedAt + seconds * 1000,
    };
    const keep = () => {
      if (!purges.some((p) => p.at >= startedAt && keyAffected(key, p.change, entry.products)))
        store.set(key, entry);
      refreshing.delete(key);
    };
    const text = COMPRESSIBLE.test(String(kept['content-type'] ?? ''));
    // The products a page or read shows, read once from the text as it is kept, so a change of stock
    // forgets only what shows a product whose card flipped (policy.ts keyAffected).
    const notePlain = (plain: Buffer) => {
      if (text) entry.products = productMentions(plain.toString('utf8'));
    };
    // A page sent in Brotli (lib/serving/security/respond.ts) is the Brotli copy; the gzip one is made from it.
    if (kept['content-encoding'] === 'br') {
      entry.br = body;
      kept['content-encoding'] = 'gzip';
      return void zlib.brotliDecompress(body, (error, plain) => {
        if (error) return void refreshing.delete(key);
        notePlain(plain);
        zlib.gzip(plain, (gzError, gzip) => {
          if (gzError) return void refreshing.delete(key);
          entry.body = gzip;
          keep();
        });
      });
    }
    const buildFile = seconds > maxSeconds;
    if (kept['content-encoding'] !== 'gzip' || !text) {
      if (!buildFile && kept['content-encoding'] === undefined) notePlain(body);
      return keep();
    }
    // A page or read asked for the first time: its Brotli copy waits for a second request
    // (addBrotli). One that replaces a kept copy has been asked for before: made now, as it was.
    if (!buildFile && !store.entries.has(key))
      return void zlib.gunzip(body, (error, plain) => {
        if (!error) notePlain(plain);
        entry.brotliLater = true;
        keep();
      });
    // Build files (which show no product) are kept up to a day: Brotli at its best ratio.
    const quality = buildFile ? zlib.constants.BROTLI_MAX_QUALITY : PAGE_BROTLI_QUALITY;
    const compress = () =>
      new Promise<void>((resolve) => {
        zlib.gunzip(body, (error, plain) => {
          if (error) return resolve();
          if (!buildFile) notePlain(plain);
          const params = {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          };
          zlib.brotliCompress(plain, { params }, (brError, br) => {
            // The store keeps a copy of its own (store.ts ownBytes).
            if (!brError && br.length < body.length) entry.br = br;
            resolve();
          });
        });
      });
    if (!buildFile) return void compress().then(keep);
    // Asked for again while its compression waits: the answer went out, the copy is on its way.
    if (compressing.has(key)) return void refreshing.delete(key);
    compressing.add(key);
    void slowCompression(compress).then(() => {
      compressing.delete(key);
      keep();
    });
  }

  /**
   * The Brotli copy of a page or read asked for the first time, made off the main thread at its first
   * hit by a client that takes Brotli (served gzip meanwhile) rather than when it is stored: an
   * address asked for once (a unique query string, a crawler's made-up one) never costs a compression
   * of its own. Refreshes of a kept answer make theirs before they replace it (remember).
   */
  function addBrotli(key: string, entry: Entry): void {
    entry.brotliLater = false;
    zlib.gunzip(entry.body, (error, plain) => {
      if (error) return;
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      };
      zlib.brotliCompress(plain, { params }, (brError, br) => {
        // Replaced or forgotten meanwhile: the copy belongs to no kept answer.
        if (brError || br.length >= entry.body.length || store.entries.get(key) !== entry) return;
        // Stored anew, so that the store counts its bytes and keeps a copy of its own.
        store.set(key, { ...entry, br });
      });
    });
  }

  /**
   * Forgets every kept answer that shows data of the change (lib/revalidate), so the next request
   * asks the app; answers on their way from the app at this moment are not kept either. Returns how
   * many answers it forgot.
   */
  function purge(change: Change): number {
    const t = now();
    purges = purges.filter((p) => t - p.at < PURGE_MEMORY_MS);
    purges.push({ at: t, change });
    let forgotten = 0;
    for (const [key, entry] of [...store.entries])
      if (keyAffected(key, change, entry.products)) {
        store.delete(key);
        refreshing.delete(key);
        forgotten += 1;
      }
    return forgotten;
  }

  return { lookup, purge, store };
}

/** How long past its expiry a copy may stand in for the app while the app cannot reach its data. */
const STALE_IF_ERROR_SECONDS = 300;

/** How long a purge refuses answers asked for before it: longer than any render takes. */
const PURGE_MEMORY_MS = 60_000;

/** Answers from a kept entry: a 304 when the client's copy is still this one. */
function serve(req: IncomingMessage, res: ServerResponse, entry: Entry, t: number): void {
  const age = String(Math.max(0, Math.floor((t - entry.storedAt) / 1000)));
  const etag = entry.headers.etag as string | undefined;
  if (entry.status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, notModifiedHeaders(entry.headers, age));
    res.end();
    return;
  }
  const br = entry.br && acceptsCoding(req.headers['accept-encoding'], 'br');
  const body = br ? (entry.br as Buffer) : entry.body;
  res.writeHead(entry.status, {
    ...entry.headers,
    ...(br ? { 'content-encoding': 'br' } : {}),
    age,
    'content-length': String(body.length),
    'x-cache': 'HIT',
  });
  res.end(body);
}

/** What a 304 repeats of the stored answer (RFC 9110 §15.4.5). */
function notModifiedHeaders(headers: Entry['headers'], age: string): OutgoingHttpHeaders {
  const kept: Record<string, string | string[]> = { age, 'x-cache': 'HIT' };
  for (const name of ['etag', 'cache-control', 'vary', 'expires', 'content-location'])
    if (headers[name] !== undefined) kept[name] = headers[name];
  return kept;
}
