import {
  encodingFor,
  etagMatches,
  keepSeconds,
  keyAffected,
  productMentions,
  requestKey,
  withoutTracking,
} from './policy.ts';

const page = (headers = {}, extra = {}) => ({
  method: 'GET',
  url: '/product/p-1',
  headers: { host: 'Shop2.localhost:3000', 'accept-encoding': 'gzip, deflate, br', ...headers },
  ...extra,
});

describe('requestKey', () => {
  it('keys a page by host, address, encoding and whether the member cookie is there', () => {
    expect(requestKey(page())).toBe('-|gzip|shop2.localhost:3000/product/p-1');
    expect(requestKey(page({ cookie: 'a=1; memberToken=abc' }))).toBe(
      'm|gzip|shop2.localhost:3000/product/p-1',
    );
    expect(requestKey(page({ cookie: 'memberToken=' }))).toBe('-|gzip|shop2.localhost:3000/product/p-1');
    expect(requestKey(page({ 'accept-encoding': 'br' }))).toBe('-|identity|shop2.localhost:3000/product/p-1');
  });

  it('keys build files, which never change', () => {
    expect(requestKey(page({}, { url: '/_next/static/chunks/a.js' }))).toBe(
      '-|gzip|shop2.localhost:3000/_next/static/chunks/a.js',
    );
  });

  it('never keys what must reach the app', () => {
    expect(requestKey(page({}, { method: 'POST' }))).toBeNull();
    expect(requestKey(page({}, { method: 'HEAD' }))).toBeNull();
    expect(requestKey(page({ authorization: 'Bearer x' }))).toBeNull();
    expect(requestKey(page({ range: 'bytes=0-10' }))).toBeNull();
    expect(requestKey(page({ rsc: '1' }))).toBeNull();
    expect(requestKey(page({ 'next-router-prefetch': '1' }))).toBeNull();
    expect(requestKey(page({}, { url: '/product/p-1?_rsc=abc' }))).toBeNull();
    expect(requestKey(page({}, { url: '/_next/image?url=%2Fdemo%2Fa.svg&w=640&q=75' }))).toBeNull();
    expect(requestKey(page({}, { url: '/api-auth/1/otp' }))).toBeNull();
    expect(requestKey(page({}, { url: '/api-admin/1/orders' }))).toBeNull();
    expect(requestKey(page({}, { url: '/api-test/1/stock/2' }))).toBeNull();
    expect(requestKey(page({ 'accept-encoding': 'deflate' }))).toBeNull();
  });
});

describe('encodingFor', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'gzip'],
    ['br', 'identity'],
    ['*', 'gzip'],
    ['gzip;q=0, br', 'identity'],
    ['deflate', 'other'],
    ['identity;q=0', 'other'],
    ['br, *;q=0', 'other'],
  ])('%s → %s', (header, expected) => expect(encodingFor(header)).toBe(expected));
});

describe('keepSeconds', () => {
  const answer = (
    over: { headers?: Record<string, string | string[] | undefined> } & Record<string, unknown> = {},
  ) => ({
    path: '/product/p-1',
    status: 200,
    encoding: 'gzip',
    maxSeconds: 5,
    ...over,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      vary: 'rsc, next-router-state-tree, Accept-Encoding',
      'cache-control': 's-maxage=30, stale-while-revalidate=31535970',
      ...over.headers,
    },
  });

  it('keeps a cacheable answer for its shared lifetime, at most maxSeconds', () => {
    expect(keepSeconds(answer())).toBe(5);
    expect(keepSeconds(answer({ headers: { 'cache-control': 'public, max-age=0, s-maxage=2' } }))).toBe(2);
    expect(keepSeconds(answer({ headers: { 'cache-control': 'public, max-age=300' } }))).toBe(5);
    const build = { 'cache-control': 'public, max-age=31536000, immutable' };
    expect(keepSeconds(answer({ path: '/_next/static/chunks/a.js', headers: build }))).toBe(86_400);
  });

  it('keeps a page 404 (the 404 screen) whatever its Cache-Control, but not an API 404', () => {
    const noStore = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };
    expect(keepSeconds(answer({ status: 404, headers: noStore }))).toBe(5);
    expect(
      keepSeconds(
        answer({
          status: 404,
          path: '/api-client/1/ecommerceProduct/9',
          headers: { ...noStore, 'content-type': 'application/json' },
        }),
      ),
    ).toBe(0);
  });

  it('refuses what a shared cache must not keep', () => {
    expect(keepSeconds(answer({ status: 500 }))).toBe(0);
    expect(keepSeconds(answer({ status: 307 }))).toBe(0);
    expect(keepSeconds(answer({ headers: { 'set-cookie': ['a=1'] } }))).toBe(0);
    expect(keepSeconds(answer({ headers: { 'cache-control': 'private, max-age=60' } }))).toBe(0);
    expect(keepSeconds(answer({ headers: { 'cache-control': 'no-store' } }))).toBe(0);
    expect(keepSeconds(answer({ headers: { 'cache-control': 'no-cache' } }))).toBe(0);
    expect(keepSeconds(answer({ headers: { 'cache-control': 'public, max-age=0' } }))).toBe(0);
    expect(keepSeconds(answer({ headers: { 'cache-control': undefined } }))).toBe(0);
    expect(keepSeconds(answer({ headers: { vary: 'Cookie' } }))).toBe(0);
    // Written uncompressed to a key of gzip clients (or the reverse): not what those clients asked for.
    expect(keepSeconds(answer({ headers: { 'content-encoding': undefined } }))).toBe(0);
    expect(keepSeconds(answer({ encoding: 'identity' }))).toBe(0);
  });
});

describe('etagMatches', () => {
  it('compares weakly and accepts lists and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"a"', undefined)).toBe(false);
  });
});

describe('keyAffected', () => {
  const change = { shops: [2], hosts: ['tea.localhost', 'tea.example.com'] };
  const key = (host: string, url: string) =>
    requestKey({ method: 'GET', url, headers: { host, 'accept-encoding': 'gzip' } }) as string;

  it("takes the pages of the shop's hosts, with or without a port", () => {
    expect(keyAffected(key('tea.localhost', '/product/abc'), change)).toBe(true);
    expect(keyAffected(key('tea.localhost:3000', '/'), change)).toBe(true);
    expect(keyAffected(key('tea.example.com', '/?page=2'), change)).toBe(true);
    expect(keyAffected(key('localhost', '/product/abc'), change)).toBe(false);
    expect(keyAffected(key('tea.localhost.evil', '/'), change)).toBe(false);
  });

  it("takes the shop's API reads and its hosts' lookups under any host", () => {
    expect(keyAffected(key('127.0.0.1:3000', '/api-client/2/ecommerceProduct?page=1'), change)).toBe(true);
    expect(keyAffected(key('127.0.0.1:3000', '/api-client/2'), change)).toBe(true);
    expect(keyAffected(key('127.0.0.1:3000', '/api-client/22/ecommerceProduct'), change)).toBe(false);
    expect(keyAffected(key('127.0.0.1:3000', '/api-client/1/ecommerceProduct'), change)).toBe(false);
    expect(
      keyAffected(key('127.0.0.1:3000', '/api-client/ecommerceConfig/allDomain/TEA.example.com'), change),
    ).toBe(true);
    expect(
      keyAffected(key('127.0.0.1:3000', '/api-client/ecommerceConfig/allDomain/localhost'), change),
    ).toBe(false);
    expect(keyAffected(key('127.0.0.1:3000', '/api-client/ecommerceConfig/allDomain/%E0'), change)).toBe(
      false,
    );
  });

  describe('a change of stock', () => {
    // p-a: a spec sold out (its page only); p-b: the whole product sold out (its card too).
    const stock = { ...change, stock: { products: ['p-a', 'p-b'], listed: ['p-b'] } };
    const showsB = new Set(['p-b', 'p-x']);
    const showsOthers = new Set(['p-x', 'p-y']);
    it.each([
      ['the page of a product whose spec flipped', 'tea.localhost', '/product/p-a', undefined, true],
      ['that page with a query', 'tea.localhost:3000', '/product/p-a?from=line', undefined, true],
      ['the page of a product whose card flipped', 'tea.example.com', '/product/p-b', undefined, true],
      ["another product's page", 'tea.localhost', '/product/p-x', showsOthers, false],
      ["another product's page linking the sold-out one", 'tea.localhost', '/product/p-x', showsB, true],
      ['the home page showing the sold-out card', 'tea.localhost', '/', showsB, true],
      ['the home page without it', 'tea.localhost', '/', showsOthers, false],
      [
        'a list showing it only through the product whose spec flipped',
        'tea.localhost',
        '/',
        new Set(['p-a']),
        false,
      ],
      ['a page whose products are unknown (not text)', 'tea.localhost', '/favicon.ico', undefined, false],
      [
        "the shop's API list showing it",
        '127.0.0.1:3000',
        '/api-client/2/ecommerceProduct?limit=50',
        showsB,
        true,
      ],
      [
        "the shop's API list without it",
        '127.0.0.1:3000',
        '/api-client/2/ecommerceProduct?limit=50',
        showsOthers,
        false,
      ],
      ["the shop's settings", '127.0.0.1:3000', '/api-client/2/ecommerceNavConfig', new Set<string>(), false],
      [
        "another shop's list naming the same nanoId",
        '127.0.0.1:3000',
        '/api-client/3/ecommerceProduct',
        showsB,
        false,
      ],
      ["another shop's host", 'localhost', '/', showsB, false],
      [
        "the shop's host lookup",
        '127.0.0.1:3000',
        '/api-client/ecommerceConfig/allDomain/tea.localhost',
        undefined,
        false,
      ],
    ])('%s: %s', (_, host, url, mentions, affected) => {
      expect(keyAffected(key(host, url), stock, mentions)).toBe(affected);
    });
  });
});

describe('productMentions', () => {
  it.each([
    ['a product card link', '<a class="card-link" href="/product/p-1">', ['p-1']],
    ['the data a page carries for its scripts', 'push([1,"{\\"nanoId\\":\\"p_2\\",\\"x\\":1}"])', ['p_2']],
    ['a shop-API read', '[{"id":1,"nanoId":"p-3","name":"茶"},{"id":2,"nanoId":"p-4"}]', ['p-3', 'p-4']],
    ['a list address, which names no product', '<a href="/productList/all">', []],
    ['nothing', '', []],
  ])('%s', (_, text, products) => {
    expect([...productMentions(text)].sort()).toEqual(products);
  });
});

describe('withoutTracking', () => {
  test.each([
    ['/product/p-1', '/product/p-1'],
    ['/product/p-1?utm_source=line&utm_medium=share', '/product/p-1'],
    ['/?fbclid=IwAR3abc', '/'],
    ['/productList/search?name=tee&gclid=x', '/productList/search?name=tee'],
    ['/productList/search?utm_campaign=sale&name=tee&page=2', '/productList/search?name=tee&page=2'],
    ['/?UTM_SOURCE=a', '/'],
    ['/?utm%5Fsource=a', '/'],
    ['/?utm=1&fbclid_x=2', '/?utm=1&fbclid_x=2'],
    ['/?a=1&&b=2&', '/?a=1&b=2'],
    ['/?%E0%A4%A=1', '/?%E0%A4%A=1'],
  ])('%s → %s', (url, expected) => {
    expect(withoutTracking(url)).toBe(expected);
  });

  test('a shared link is kept under the address it shares', () => {
    const page = (url: string) => ({
      method: 'GET',
      url,
      headers: { host: 'localhost', 'accept-encoding': 'gzip' },
    });
    expect(requestKey(page('/product/p-1?fbclid=abc&utm_source=facebook'))).toBe(
      requestKey(page('/product/p-1')),
    );
    expect(requestKey(page('/productList/search?name=a'))).not.toBe(
      requestKey(page('/productList/search?name=b')),
    );
  });
});
