// The front cache before a stand-in app, for the front cache's tests (not a test file itself).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { tapResponse } from '../outgoing.ts';
import { createFrontCache, SERVED } from './handler.ts';

/** What the stand-in app answers for a path. */
export type Answer = {
  status: number;
  headers: Record<string, string>;
  body: string | ((calls: number) => string);
  brotli?: boolean;
  wait?: Promise<unknown>;
};

/**
 * A server with the front cache before a stand-in app: the app answers with whatever `answer` says
 * for the path and counts its calls; the clock is the test's.
 */
export async function setup({ maxSeconds = 5, maxBytes = 1024 * 1024 } = {}) {
  let clock = 1_000_000;
  const calls: string[] = [];
  const answers = new Map<string, Answer>();
  const outage = { on: false };
  const cache = createFrontCache({ maxBytes, maxSeconds, now: () => clock, inOutage: () => outage.on });
  const app = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    calls.push(url);
    const a: Answer = answers.get(url.split('?')[0] ?? '') ?? {
      status: 404,
      headers: { 'content-type': 'text/html' },
      body: 'gone',
    };
    if (a.wait) await a.wait;
    // `brotli` answers as the server does a page it rewrote (lib/serving/security/respond.ts).
    const br = Boolean(a.brotli) && /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    const gzip = !br && /gzip/.test(req.headers['accept-encoding'] ?? '');
    const body = typeof a.body === 'function' ? a.body(calls.length) : a.body;
    const encoding = br ? 'br' : gzip ? 'gzip' : null;
    res.writeHead(a.status, { ...a.headers, ...(encoding ? { 'content-encoding': encoding } : {}) });
    // Written in two pieces, as a streamed render would be.
    const bytes = br ? zlib.brotliCompressSync(body) : gzip ? zlib.gzipSync(body) : Buffer.from(body);
    res.write(bytes.subarray(0, 5));
    res.end(bytes.subarray(5));
  };
  const server = http.createServer((req, res) => {
    const kept = cache.lookup(req, res);
    if (kept === SERVED) return;
    if (kept) tapResponse(res, [kept]);
    void app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      headers: { host: 'shop.test', 'accept-encoding': 'gzip', ...headers },
    });
    const answer = {
      status: res.status,
      cache: res.headers.get('x-cache'),
      age: res.headers.get('age'),
      encoding: res.headers.get('content-encoding'),
      body: await res.text(),
    };
    // A kept answer is stored off the main thread (a copy decompressed, or compressed) after it went out.
    if (answer.cache === 'MISS') await new Promise((resolve) => setTimeout(resolve, 30));
    return answer;
  };
  return {
    base,
    get,
    calls,
    answers,
    cache,
    outage,
    tick: (ms: number) => (clock += ms),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export type Setup = Awaited<ReturnType<typeof setup>>;

export const isr = (body: string): Answer => ({
  status: 200,
  headers: {
    'content-type': 'text/html',
    'cache-control': 's-maxage=30, stale-while-revalidate=99',
    etag: '"v1"',
    vary: 'rsc, Accept-Encoding',
  },
  body,
});

/** A script from the build, as Next serves it: kept by shared caches for a year. */
export const buildFile = (body: string): Answer => ({
  status: 200,
  headers: {
    'content-type': 'application/javascript',
    'cache-control': 'public, max-age=31536000, immutable',
  },
  body,
});

/**
 * Waits until the stand-in app has been asked for each path: a request sent is not yet a request
 * received, and on a loaded machine the gap is longer than any fixed pause.
 */
export async function untilAsked(t: Setup, paths: string[]): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (paths.every((path) => t.calls.some((call) => call.split('?')[0] === path))) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the app was never asked for ${paths.join(', ')}`);
}

/** fetch sends its own Host header; pages of several hosts need a plain request. */
export function getOn(
  t: Setup,
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ cache: string | string[] | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${t.base}${path}`, { headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const plain =
          encoding === 'br'
            ? zlib.brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : raw;
        // A kept answer gets its compressed copies off the main thread before it is stored.
        const settle = res.headers['x-cache'] === 'MISS' ? 30 : 0;
        setTimeout(() => resolve({ cache: res.headers['x-cache'], body: plain.toString('utf8') }), settle);
      });
    });
    req.on('error', reject);
  });
}
