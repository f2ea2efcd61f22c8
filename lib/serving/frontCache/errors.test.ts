import { isr, setup, type Answer, type Setup } from './testServer.ts';

let t: Setup | undefined;
afterEach(() => t?.close());

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
