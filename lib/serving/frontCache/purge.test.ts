import { getOn, isr, setup, untilAsked, type Setup } from './testServer.ts';

let t: Setup | undefined;
afterEach(() => t?.close());

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
  await untilAsked(t, ['/']);
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
  await untilAsked(t, ['/', '/productList/all']);
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
