/** @jest-environment node */
import type { Activity, Category, CategoryGroup, ProductSummary, ShopConfig } from '@/lib/api/contract';
import { listActivities, listCategories, listCategoryGroups, listProducts } from '@/lib/api/catalog';
import { loadShop, type LoadedShop } from '@/lib/shop/load';
import { failureOf, FailureError } from '@/lib/api/result';
import { GET } from './route';

jest.mock('@/lib/shop/load', () => ({
  loadShop: jest.fn(),
  shopUnavailable: jest.requireActual('@/lib/shop/load').shopUnavailable,
}));
jest.mock('@/lib/api/catalog', () => ({
  listProducts: jest.fn(),
  listCategories: jest.fn(),
  listActivities: jest.fn(),
  listCategoryGroups: jest.fn(),
}));

const shop = jest.mocked(loadShop);
const products = jest.mocked(listProducts);
const categories = jest.mocked(listCategories);
const activities = jest.mocked(listActivities);
const groups = jest.mocked(listCategoryGroups);

const openShop = (ecommerce = true): LoadedShop => ({
  ok: true,
  shopId: 7,
  config: { Shop: { name: '小島選物', OrgId: 1 } } as ShopConfig,
  modules: ecommerce ? ['ecommerce'] : [],
  ecommerce,
});

const product = (n: number, overrides: Partial<ProductSummary> = {}) =>
  ({ nanoId: `p${n}`, isPublic: true, isRemove: false, ...overrides }) as ProductSummary;
const productRange = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => product(from + i));

const call = (host: string) =>
  GET(new Request(`http://${host}/sitemap.xml`), { params: Promise.resolve({ host }) });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

beforeEach(() => {
  jest.resetAllMocks();
  delete process.env.PORT;
  shop.mockResolvedValue(openShop());
  // 100 products fill the first page; the second, short page ends the list.
  products.mockImplementation(async (_id, query) =>
    query?.start === 0 ? [productRange(1, 100), null] : [productRange(101, 3), null],
  );
  categories.mockResolvedValue([[{ nanoId: 'tops' } as Category], null]);
  activities.mockResolvedValue([
    [
      { nanoId: 'sale', enable: true, isRemove: false } as Activity,
      { nanoId: 'paused', enable: false, isRemove: false } as Activity,
      { nanoId: 'gone', enable: true, isRemove: true } as Activity,
    ],
    null,
  ]);
  groups.mockResolvedValue([[{ nanoId: 'women' } as CategoryGroup], null]);
});

describe('GET /sitemap.xml', () => {
  test('lists home, categories, every product across pages and every product list', async () => {
    const res = await call('localhost');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(products.mock.calls.map(([id, query]) => [id, query])).toEqual([
      [7, { start: 0, limit: 100 }],
      [7, { start: 100, limit: 100 }],
    ]);

    const urls = locs(await res.text());
    const origin = 'http://localhost:3000';
    expect(urls).toEqual([
      `${origin}/`,
      `${origin}/categories`,
      ...Array.from({ length: 103 }, (_, i) => `${origin}/product/p${i + 1}`),
      `${origin}/productList/category/tops`,
      `${origin}/productList/activity/sale`,
      `${origin}/productList/group/women`,
    ]);
  });

  test('non-public or removed products are left out', async () => {
    products.mockResolvedValue([
      [product(1), product(2, { isPublic: false }), product(3, { isRemove: true })],
      null,
    ]);
    const urls = locs(await (await call('shop.example.com')).text());
    expect(urls.filter((url) => url.includes('/product/'))).toEqual(['https://shop.example.com/product/p1']);
  });

  test('a shop the API cannot be asked about is a 503, not a 404', async () => {
    shop.mockRejectedValue(
      new FailureError(failureOf(503, { msg: '服務暫時無法使用', code: 'unavailable' })),
    );
    const res = await call('localhost');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('暫時無法載入商店，請稍後再試');
  });

  test('an unknown shop is a 404', async () => {
    shop.mockResolvedValue({ ok: false, message: '無法載入商店設定', status: 404 });
    const res = await call('nowhere.localhost');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('無法載入商店設定');
    expect(products).not.toHaveBeenCalled();
  });

  test('a shop with online shopping off has no sitemap', async () => {
    shop.mockResolvedValue(openShop(false));
    expect((await call('closed.localhost')).status).toBe(404);
    expect(products).not.toHaveBeenCalled();
  });

  test('a failing catalog read is a 503, never a sitemap with pages missing', async () => {
    products.mockImplementation(async (_id, query) =>
      query?.start === 0
        ? [productRange(1, 100), null]
        : [null, { msg: '伺服器忙碌中', status: 503, code: 'unavailable', retryAfter: 5 }],
    );
    const res = await call('localhost');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('伺服器忙碌中');
  });
});
