import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createFrontCache, SERVED } from '../frontCache/handler.ts';
import { tapResponse } from '../outgoing.ts';
import { inlineScriptHashes, NON_PAGE_POLICY } from './policy.ts';
import { securityStage } from './respond.ts';

// The compression Next itself wraps responses in: the policy must work beneath it.
const compression: (req: IncomingMessage, res: ServerResponse, next: () => void) => void = createRequire(
  import.meta.url,
)('next/dist/compiled/compression')();

const PAGE = `<!doctype html><html><head><script>self.__next_f=[1]</script></head><body>${'<p>商品</p>'.repeat(
  500,
)}<script>self.__next_f.push([2])</script></body></html>`;
const SCRIPT = Buffer.alloc(400_000, 'var a=1;');
/** A server whose app answers like Next does: compressed, streamed, headers flushed early. */
async function setup({ withCache = false }: { withCache?: boolean } = {}) {
  const cache = createFrontCache({ maxBytes: 1024 * 1024, maxSeconds: withCache ? 10 : 0 });
  const app = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/page' || req.url === '/gtm') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 's-maxage=30');
      if (req.url === '/gtm') res.setHeader('x-shop-tag-manager', '1');
      res.writeHead(200);
      res.flushHeaders();
      res.write(PAGE.slice(0, 1000));
      setTimeout(() => res.end(PAGE.slice(1000)), 5);
    } else if (req.url === '/unchanged') {
      res.writeHead(304, { 'content-type': 'text/html; charset=utf-8', etag: '"1"' });
      res.end();
    } else if (req.url === '/script.js') {
      res.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'no-store' });
      Readable.from([SCRIPT.subarray(0, 200_000), SCRIPT.subarray(200_000)]).pipe(res);
    } else {
      res.writeHead(204);
      res.end();
    }
  };
  const server = http.createServer((req, res) => {
    const kept = cache.lookup(req, res);
    if (kept === SERVED) return;
    tapResponse(res, kept ? [securityStage(), kept] : [securityStage()]);
    compression(req, res, () => app(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, encoding = 'gzip') =>
    fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding }, signal: AbortSignal.timeout(5_000) });
  return { get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let server: Awaited<ReturnType<typeof setup>> | undefined;
afterEach(() => server?.close());

test.each(['gzip', 'identity'])(
  'a streamed page (%s) gets the hashes of exactly its inline scripts, and arrives whole',
  async (encoding) => {
    server = await setup();
    const res = await server.get('/page', encoding);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(PAGE);
    const policy = res.headers.get('content-security-policy');
    const hashes = inlineScriptHashes(PAGE);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) expect(policy).toContain(hash);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('googletagmanager');
  },
);

test('a large compressed file streams through whole, with the no-embedding policy', async () => {
  server = await setup();
  const res = await server.get('/script.js');
  expect(res.headers.get('content-encoding')).toBe('gzip');
  expect(res.headers.get('content-security-policy')).toBe(NON_PAGE_POLICY);
  expect(Buffer.from(await res.arrayBuffer()).equals(SCRIPT)).toBe(true);
});

test('the Tag Manager mark widens the page policy and is not sent on', async () => {
  server = await setup();
  const res = await server.get('/gtm');
  expect(res.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
  expect(res.headers.get('x-shop-tag-manager')).toBeNull();
});

test('an answer without a body keeps its status', async () => {
  server = await setup();
  const res = await server.get('/nothing');
  expect(res.status).toBe(204);
  expect(res.headers.get('content-security-policy')).toBe(NON_PAGE_POLICY);
});

test('a page served from the front cache carries the policy it was stored with', async () => {
  server = await setup({ withCache: true });
  const first = await server.get('/page');
  await first.text();
  // The entry is kept once its Brotli copy is made, off the main thread, a moment after the answer.
  let second = await server.get('/page');
  for (let i = 0; i < 50 && second.headers.get('x-cache') !== 'HIT'; i++) {
    await second.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    second = await server.get('/page');
  }
  expect(second.headers.get('x-cache')).toBe('HIT');
  expect(await second.text()).toBe(PAGE);
  expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
});

test('a 304 carries no policy: it would replace the policy of the page the browser holds', async () => {
  server = await setup();
  const res = await server.get('/unchanged');
  expect(res.status).toBe(304);
  expect(res.headers.get('content-security-policy')).toBeNull();
});
