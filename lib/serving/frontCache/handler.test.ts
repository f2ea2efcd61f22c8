import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { tapResponse } from '../outgoing.ts';
import { createFrontCache, SERVED } from './handler.ts';
import { BoundedStore } from './store.ts';

/** What the stand-in app answers for a path. */
type Answer = {
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
async function setup({ maxSeconds = 5, maxBytes = 1024 * 1024 } = {}) {
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

type Setup = Awaited<ReturnType<typeof setup>>;

const isr = (body: string): Answer => ({
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
const buildFile = (body: string): Answer => ({
  status: 200,
  headers: {
    'content-type': 'application/javascript',
    'cache-control': 'public, max-age=31536000, immutable',
  },
  body,
});

let t: Setup | undefined;
afterEach(() => t?.close());

it('answers a repeated page from memory, compressed as the app compressed it', async () => {
  t = await setup();
  t.answers.set('/', isr('<h1>home</h1>'));
  expect(await t.get('/')).toMatchObject({ status: 200, cache: 'MISS', body: '<h1>home</h1>' });
  expect(await t.get('/')).toMatchObject({ status: 200, cache: 'HIT', body: '<h1>home</h1>' });
  // fetch asks for gzip; a client that does not gets its own copy.
  expect(await t.get('/', { 'accept-encoding': 'identity' })).toMatchObject({
    cache: 'MISS',
    body: '<h1>home</h1>',
  });
  expect(await t.get('/', { 'accept-encoding': 'identity' })).toMatchObject({
    cache: 'HIT',
    body: '<h1>home</h1>',
  });
  expect(t.calls).toEqual(['/', '/']);
});

it('gives a Brotli copy to the clients that take it, made at the first hit', async () => {
  t = await setup();
  const body = '<p>' + '小島選物 '.repeat(200) + '</p>';
  t.answers.set('/', isr(body));
  const br = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  expect(await t.get('/', br)).toMatchObject({ cache: 'MISS', encoding: 'gzip' });
  // Kept with gzip only: an address asked for once costs no Brotli compression.
  expect([...t.cache.store.entries.values()].map((e) => Boolean(e.br))).toEqual([false]);
  // The first hit is served gzip while its Brotli copy is made off the main thread.
  expect(await t.get('/', br)).toMatchObject({ cache: 'HIT', encoding: 'gzip', body });
  let answer: Awaited<ReturnType<Setup['get']>> | undefined;
  for (let i = 0; i < 100 && answer?.encoding !== 'br'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer = await t.get('/', br);
  }
  expect(answer).toMatchObject({ cache: 'HIT', encoding: 'br', body });
  expect(await t.get('/')).toMatchObject({ cache: 'HIT', encoding: 'gzip', body });
  expect(t.calls).toEqual(['/']);
  // Its refresh replaces a copy that was asked for: the new one has its Brotli copy at once.
  t.tick(6_000);
  expect(await t.get('/', br)).toMatchObject({ cache: 'MISS', encoding: 'gzip', body });
  expect(await t.get('/', br)).toMatchObject({ cache: 'HIT', encoding: 'br', age: '0', body });
  expect(t.calls).toEqual(['/', '/']);
});

it('keeps a page sent in Brotli, with a gzip copy for the clients that do not take it', async () => {
  t = await setup();
  const body = '<p>' + '小島選物 '.repeat(200) + '</p>';
  t.answers.set('/', { ...isr(body), brotli: true });
  const br = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  expect(await t.get('/', br)).toMatchObject({ cache: 'MISS', encoding: 'br', body });
  expect(await t.get('/', br)).toMatchObject({ cache: 'HIT', encoding: 'br', body });
  expect(await t.get('/')).toMatchObject({ cache: 'HIT', encoding: 'gzip', body });
  expect(t.calls).toEqual(['/']);
});

it('keeps immutable build files for longer than pages', async () => {
  t = await setup({ maxSeconds: 5 });
  const js = 'console.log(1);'.repeat(100);
  t.answers.set('/_next/static/chunks/a.js', buildFile(js));
  await t.get('/_next/static/chunks/a.js');
  t.tick(60 * 60 * 1000);
  expect(await t.get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, br' })).toMatchObject({
    cache: 'HIT',
    encoding: 'br',
    body: js,
  });
  expect(t.calls).toEqual(['/_next/static/chunks/a.js']);
});

it('keeps an answer no longer than maxSeconds, then one request refreshes it while others get the copy', async () => {
  t = await setup({ maxSeconds: 5 });
  let release = () => {};
  t.answers.set('/', { ...isr(''), body: (n) => `render ${n}` });
  await t.get('/');
  t.tick(4_999);
  expect((await t.get('/')).body).toBe('render 1');
  t.tick(2);
  t.answers.get('/')!.wait = new Promise<void>((resolve) => (release = resolve));
  const refreshing = t.get('/');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await t.get('/')).toMatchObject({ cache: 'HIT', body: 'render 1', age: '5' });
  release();
  expect(await refreshing).toMatchObject({ cache: 'MISS', body: 'render 2' });
  expect(await t.get('/')).toMatchObject({ cache: 'HIT', body: 'render 2' });
  // Long past its time, a copy is never served: the request waits for the app.
  t.answers.get('/')!.wait = undefined;
  t.tick(10_001);
  expect(await t.get('/')).toMatchObject({ cache: 'MISS', body: 'render 3' });
});

it('keeps the 404 screen, but never what is private, sets a cookie or is not a GET', async () => {
  t = await setup();
  expect((await t.get('/product/nope')).status).toBe(404);
  expect(await t.get('/product/nope')).toMatchObject({ status: 404, cache: 'HIT', body: 'gone' });
  t.answers.set('/order/list', {
    ...isr('mine'),
    headers: { ...isr('').headers, 'cache-control': 'private, no-store' },
  });
  t.answers.set('/cookie', { ...isr('c'), headers: { ...isr('').headers, 'set-cookie': 'a=1' } });
  for (const path of ['/order/list', '/cookie']) {
    await t.get(path);
    expect((await t.get(path)).cache).toBe('MISS');
  }
  await t.get('/', { authorization: 'Bearer x' });
  expect(t.calls.filter((c) => c === '/')).toHaveLength(1);
  expect(t.cache.store.size).toBe(1);
});

it('answers 304 to a client that already holds the stored answer', async () => {
  t = await setup();
  t.answers.set('/api-client/1/ecommerceNavConfig', isr('{"navigation":[]}'));
  await t.get('/api-client/1/ecommerceNavConfig');
  const again = await t.get('/api-client/1/ecommerceNavConfig', { 'if-none-match': 'W/"v1"' });
  expect(again).toMatchObject({ status: 304, cache: 'HIT', body: '' });
});

it('keeps nothing with maxSeconds 0', async () => {
  t = await setup({ maxSeconds: 0 });
  t.answers.set('/', isr('x'));
  await t.get('/');
  expect((await t.get('/')).cache).toBeNull();
  expect(t.calls).toEqual(['/', '/']);
});

/** fetch sends its own Host header; pages of several hosts need a plain request. */
function getOn(
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

it('forgets the answers of a changed shop and keeps the others', async () => {
  t = await setup();
  t.answers.set('/', isr('<h1>home</h1>'));
  t.answers.set('/api-client/1/ecommerceProduct', isr('[1]'));
  t.answers.set('/api-client/2/ecommerceProduct', isr('[2]'));
  for (const [host, path] of [
    ['shop.test', '/'],
    ['other.test', '/'],
    ['127.0.0.1:3000', '/api-client/1/ecommerceProduct'],
    ['127.0.0.1:3000', '/api-client/2/ecommerceProduct'],
  ] as [string, string][])
    expect(await getOn(t, host, path)).toMatchObject({ cache: 'MISS' });
  expect(t.cache.purge({ shops: [1], hosts: ['shop.test'], tags: [] })).toBe(2);
  expect(await getOn(t, 'shop.test', '/')).toMatchObject({ cache: 'MISS' });
  expect(await getOn(t, '127.0.0.1:3000', '/api-client/1/ecommerceProduct')).toMatchObject({ cache: 'MISS' });
  expect(await getOn(t, 'other.test', '/')).toMatchObject({ cache: 'HIT' });
  expect(await getOn(t, '127.0.0.1:3000', '/api-client/2/ecommerceProduct')).toMatchObject({ cache: 'HIT' });
});

it('does not keep an answer the app was asked for before a purge of its shop', async () => {
  t = await setup();
  let release = () => {};
  t.answers.set('/', { ...isr('<h1>old</h1>'), wait: new Promise<void>((resolve) => (release = resolve)) });
  const old = getOn(t, 'shop.test', '/');
  await new Promise((resolve) => setTimeout(resolve, 20));
  t.cache.purge({ shops: [1], hosts: ['shop.test'], tags: [] });
  release();
  t.tick(1);
  expect(await old).toMatchObject({ cache: 'MISS', body: '<h1>old</h1>' });
  t.answers.set('/', isr('<h1>new</h1>'));
  expect(await getOn(t, 'shop.test', '/')).toMatchObject({ cache: 'MISS', body: '<h1>new</h1>' });
  expect(await getOn(t, 'shop.test', '/')).toMatchObject({ cache: 'HIT', body: '<h1>new</h1>' });
});

it('on a change of stock, forgets only the pages and reads that show a product that flipped', async () => {
  t = await setup();
  const card = (nanoId: string) => `<a href="/product/${nanoId}">card</a>`;
  t.answers.set('/', { ...isr(`<main>${card('p-sold')}${card('p-1')}</main>`), brotli: true });
  t.answers.set('/productList/all', isr(`<main>${card('p-1')}</main>`));
  t.answers.set('/product/p-sold', isr('<h1>sold</h1>'));
  t.answers.set('/product/p-spec', isr('<h1>spec</h1>'));
  t.answers.set('/product/p-1', isr('<h1>one</h1>'));
  t.answers.set('/api-client/1/ecommerceProduct', isr('[{"nanoId":"p-sold"},{"nanoId":"p-1"}]'));
  t.answers.set('/api-client/1/ecommerceCategory', isr('[{"nanoId":"c-1"}]'));
  const asked = [
    ...['/', '/productList/all', '/product/p-sold', '/product/p-spec', '/product/p-1'].map(
      (p): [string, string] => ['shop.test', p],
    ),
    ...['/api-client/1/ecommerceProduct', '/api-client/1/ecommerceCategory'].map((p): [string, string] => [
      '127.0.0.1:3000',
      p,
    ]),
  ];
  // Each kept twice: compressed (Brotli for the home page, gzip otherwise) and plain.
  const encodings: Record<string, string>[] = [{ 'accept-encoding': 'gzip, br' }, {}];
  for (const [host, path] of asked)
    for (const headers of encodings)
      expect(await getOn(t, host, path, headers)).toMatchObject({ cache: 'MISS' });
  const change = {
    shops: [1],
    hosts: ['shop.test'],
    tags: [],
    stock: { products: ['p-sold', 'p-spec'], listed: ['p-sold'] },
  };
  // The home page, p-sold's and p-spec's pages and the API list, in both encodings.
  expect(t.cache.purge(change)).toBe(8);
  for (const [host, path] of asked) {
    const forgotten = ['/', '/product/p-sold', '/product/p-spec', '/api-client/1/ecommerceProduct'].includes(
      path,
    );
    for (const headers of encodings)
      expect(await getOn(t, host, path, headers)).toMatchObject({ cache: forgotten ? 'MISS' : 'HIT' });
  }
});

it('does not keep an answer showing a product whose card flipped while it was asked for', async () => {
  t = await setup();
  let release = () => {};
  const wait = new Promise<void>((resolve) => (release = resolve));
  t.answers.set('/', { ...isr('<a href="/product/p-sold">在售</a>'), wait });
  t.answers.set('/productList/all', { ...isr('<a href="/product/p-1">在售</a>'), wait });
  const home = getOn(t, 'shop.test', '/');
  const list = getOn(t, 'shop.test', '/productList/all');
  await new Promise((resolve) => setTimeout(resolve, 20));
  t.cache.purge({
    shops: [1],
    hosts: ['shop.test'],
    tags: [],
    stock: { products: ['p-sold'], listed: ['p-sold'] },
  });
  release();
  t.tick(1);
  expect(await home).toMatchObject({ cache: 'MISS' });
  expect(await list).toMatchObject({ cache: 'MISS' });
  expect(await getOn(t, 'shop.test', '/')).toMatchObject({ cache: 'MISS' });
  expect(await getOn(t, 'shop.test', '/productList/all')).toMatchObject({ cache: 'HIT' });
});

describe('errors and outages', () => {
  const failing = (status: number): Answer => ({
    status,
    headers: { 'content-type': 'text/html', 'cache-control': 's-maxage=30' },
    body: 'down',
  });

  it.each([500, 502, 503, 504])('never keeps a %i, even one marked cacheable', async (status) => {
    t = await setup();
    t.answers.set('/p', failing(status));
    expect(await t.get('/p')).toMatchObject({ status, cache: 'MISS' });
    expect(await t.get('/p')).toMatchObject({ status, cache: 'MISS' });
    expect(t.calls).toEqual(['/p', '/p']);
  });

  it('serves an expired copy instead of asking the app while the app cannot reach its data', async () => {
    t = await setup({ maxSeconds: 5 });
    t.answers.set('/', isr('<h1>home</h1>'));
    await t.get('/');
    t.answers.set('/', failing(503));
    t.tick(60_000);
    t.outage.on = true;
    expect(await t.get('/')).toMatchObject({ status: 200, cache: 'HIT', age: '60', body: '<h1>home</h1>' });
    expect(t.calls).toEqual(['/']);
    // Too old to stand in: the app is asked, and its error is not kept.
    t.tick(300_000);
    expect(await t.get('/')).toMatchObject({ status: 503, cache: 'MISS' });
    // Back to normal: an expired copy is refreshed from the app as before.
    t.outage.on = false;
    t.answers.set('/', isr('<h1>again</h1>'));
    expect(await t.get('/')).toMatchObject({ status: 200, cache: 'MISS', body: '<h1>again</h1>' });
  });
});

describe('BoundedStore', () => {
  const entry = (bytes: number) => ({
    status: 200,
    headers: {},
    body: Buffer.alloc(bytes),
    storedAt: 0,
    expiresAt: 1,
  });

  it('drops the least recently used entries to stay within its size', () => {
    const store = new BoundedStore(44_000);
    store.set('a', entry(3000));
    store.set('b', entry(3000));
    store.get('a');
    for (let i = 0; i < 9; i++) store.set(`c${i}`, entry(3000));
    expect(store.bytes).toBeLessThanOrEqual(44_000);
    expect(store.get('a')).toBeDefined();
    expect(store.get('b')).toBeUndefined();
  });

  it('refuses an entry that would take more than an eighth of it', () => {
    const store = new BoundedStore(40_000);
    expect(store.set('big', entry(10_000))).toBe(false);
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('counts a replaced entry once', () => {
    const store = new BoundedStore(40_000);
    store.set('a', entry(1000));
    store.set('a', entry(2000));
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(2000 + 2 + 1024);
  });
});

it('a build file asked for many times at once is compressed and kept once', async () => {
  t = await setup({ maxSeconds: 5 });
  const js = 'console.log(2);'.repeat(500);
  t.answers.set('/_next/static/chunks/b.js', buildFile(js));
  const first = await Promise.all(
    Array.from({ length: 4 }, () => t!.get('/_next/static/chunks/b.js', { 'accept-encoding': 'gzip, br' })),
  );
  for (const answer of first) expect(answer).toMatchObject({ status: 200, body: js });
  // The copy is kept once its compression is done, in the background.
  let answer: Awaited<ReturnType<Setup['get']>> | undefined;
  for (let i = 0; i < 100; i++) {
    answer = await t.get('/_next/static/chunks/b.js', { 'accept-encoding': 'gzip, br' });
    if (answer.cache === 'HIT') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(answer).toMatchObject({ cache: 'HIT', encoding: 'br', body: js });
  const asked = t.calls.length;
  await t.get('/_next/static/chunks/b.js', { 'accept-encoding': 'gzip, br' });
  expect(t.calls.length).toBe(asked);
});
