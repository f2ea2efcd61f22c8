import { buildFile, isr, setup, type Setup } from './testServer.ts';

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
