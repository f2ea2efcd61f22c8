import PageCacheHandler, { DEFAULT_PAGE_CACHE_MB, pageCacheBytes, pageCacheHandler } from './handler';
import { MemoryStore } from './memoryStore';
import { TAGS_HEADER } from './policy';

/** A handler class over a store of its own, as Next would create one per request. */
function setup(maxBytes = 10 * 1024 * 1024) {
  const store = new MemoryStore(maxBytes);
  const Handler = pageCacheHandler(() => store);
  return { store, handler: () => new Handler({ revalidatedTags: [] }) };
}

const page = ({
  status,
  tags = '_N_T_/layout,_N_T_/localhost/product/p-1,shop:1',
  html = '<html>商品</html>',
}: { status?: number; tags?: string; html?: string } = {}) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: { [TAGS_HEADER]: tags },
  postponed: undefined,
  status,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const pageContext = { kind: 'APP_PAGE', isFallback: false };
const cacheControl = { revalidate: 30, expire: 31536000 };
const fetchRead = () => ({
  kind: 'FETCH',
  data: { headers: {}, body: '{"id":1}', url: 'http://127.0.0.1/api-client/1/ecommerceProduct', status: 200 },
  revalidate: 30,
});

describe('page cache handler', () => {
  test('keeps a rendered page with its lifetime, and gives it back as stored', async () => {
    const { handler } = setup();
    const value = page();
    await handler().set('/route-cache/APP_PAGE/h/$/localhost/product/p-1', value, { cacheControl });
    const got = await handler().get('/route-cache/APP_PAGE/h/$/localhost/product/p-1', pageContext);
    expect(got?.value).toEqual(value);
    expect(got?.cacheControl).toEqual(cacheControl);
    expect(got?.lastModified).toBeGreaterThan(0);
    expect(await handler().get('/route-cache/APP_PAGE/h/$/localhost/product/p-2', pageContext)).toBeNull();
  });

  test('a thousand unknown ids rendered as 404 leave nothing behind', async () => {
    const { store, handler } = setup();
    for (let i = 0; i < 1000; i++)
      await handler().set(`/route-cache/APP_PAGE/h/$/localhost/product/junk-${i}`, page({ status: 404 }), {
        cacheControl,
      });
    await handler().set('/route-cache/APP_PAGE/h/$/localhost/x', null, { cacheControl });
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  test('a page that turns into a 404 (the product was removed) loses its cached copy', async () => {
    const { handler } = setup();
    const key = '/route-cache/APP_PAGE/h/$/localhost/product/p-1';
    await handler().set(key, page(), { cacheControl });
    await handler().set(key, page({ status: 404 }), { cacheControl });
    expect(await handler().get(key, pageContext)).toBeNull();
  });

  test('stays within PAGE_CACHE_MB however many pages are rendered', async () => {
    const { store, handler } = setup(200_000);
    for (let i = 0; i < 500; i++)
      await handler().set(
        `/route-cache/APP_PAGE/h/$/localhost/product/p-${i}`,
        page({ html: 'x'.repeat(5000) }),
        {
          cacheControl,
        },
      );
    expect(store.stats().bytes).toBeLessThanOrEqual(200_000);
    expect(store.stats().entries).toBeGreaterThan(10);
    // The most recent pages are the ones kept.
    expect(
      await handler().get('/route-cache/APP_PAGE/h/$/localhost/product/p-499', pageContext),
    ).not.toBeNull();
    expect(await handler().get('/route-cache/APP_PAGE/h/$/localhost/product/p-0', pageContext)).toBeNull();
  });

  test('revalidateTag refuses the pages stored before it, by any of their tags', async () => {
    const { handler } = setup();
    const key = '/route-cache/APP_PAGE/h/$/localhost/product/p-1';
    await handler().set(key, page(), { cacheControl });
    await handler().revalidateTag('shop:2');
    expect(await handler().get(key, pageContext)).not.toBeNull();
    // With a profile, as `revalidateTag(tag, 'max')` passes it, the page is refused all the same.
    await handler().revalidateTag(['shop:1'], { expire: 31536000 });
    expect(await handler().get(key, pageContext)).toBeNull();
    // The page rendered afresh is served again.
    await handler().set(key, page(), { cacheControl });
    expect(await handler().get(key, pageContext)).not.toBeNull();
  });

  test('revalidatePath reaches a page through its path tag', async () => {
    const { handler } = setup();
    const key = '/route-cache/APP_PAGE/h/$/localhost/product/p-1';
    await handler().set(key, page(), { cacheControl });
    await handler().revalidateTag(['_N_T_/localhost/product/p-1']);
    expect(await handler().get(key, pageContext)).toBeNull();
  });

  test('a fetch read is refused by its own tags and by those of the page reading it', async () => {
    const { handler } = setup();
    const fetchContext = (softTags: string[] = []) => ({
      kind: 'FETCH',
      tags: ['shop:1:products'],
      softTags,
    });
    await handler().set('f1', fetchRead(), { fetchCache: true, tags: ['shop:1:products'] });
    await handler().set('f2', fetchRead(), { fetchCache: true, tags: ['shop:1:products'] });
    expect(((await handler().get('f1', fetchContext()))?.value as { kind: string }).kind).toBe('FETCH');
    expect((await handler().get('f1', fetchContext()))?.cacheControl).toBeUndefined();
    await handler().revalidateTag('shop:1:products');
    expect(await handler().get('f1', fetchContext())).toBeNull();

    await handler().set('f3', fetchRead(), { fetchCache: true, tags: [] });
    await handler().revalidateTag('_N_T_/localhost/productList/all');
    expect(await handler().get('f3', fetchContext(['_N_T_/localhost/productList/all']))).toBeNull();
  });

  test('tags revalidated elsewhere, as Next passes them to a new handler, refuse an entry', async () => {
    const store = new MemoryStore(1_000_000);
    const Handler = pageCacheHandler(() => store);
    await new Handler({ revalidatedTags: [] }).set('k', page(), { cacheControl });
    expect(await new Handler({ revalidatedTags: ['shop:1'] }).get('k', pageContext)).toBeNull();
  });

  test('the default export is a class Next can construct with its context', async () => {
    const handler = new PageCacheHandler({ revalidatedTags: [], maxMemoryCacheSize: 0, _requestHeaders: {} });
    expect(await handler.get('/route-cache/APP_PAGE/none', pageContext)).toBeNull();
    expect(() => handler.resetRequestCache()).not.toThrow();
  });
});

describe('pageCacheBytes', () => {
  test.each([
    [undefined, DEFAULT_PAGE_CACHE_MB * 1024 * 1024],
    ['', DEFAULT_PAGE_CACHE_MB * 1024 * 1024],
    ['0', 0],
    ['16', 16 * 1024 * 1024],
    ['0.5', 512 * 1024],
  ])('PAGE_CACHE_MB=%s → %d bytes', (raw, bytes) =>
    expect(pageCacheBytes({ PAGE_CACHE_MB: raw })).toBe(bytes),
  );

  test.each(['-1', 'lots', 'Infinity'])('PAGE_CACHE_MB=%s is refused', (raw) => {
    expect(() => pageCacheBytes({ PAGE_CACHE_MB: raw })).toThrow(/PAGE_CACHE_MB/);
  });
});
