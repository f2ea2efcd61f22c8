/** @jest-environment node */
import type { ShopConfig } from '@/lib/api/contract';
import { loadShop } from '@/lib/shop/load';
import { failureOf, FailureError } from '@/lib/api/result';
import { GET } from './route';

jest.mock('@/lib/shop/load', () => ({
  loadShop: jest.fn(),
  shopUnavailable: jest.requireActual('@/lib/shop/load').shopUnavailable,
}));
const shop = jest.mocked(loadShop);

const loaded = (ecommerce: boolean) => ({
  ok: true as const,
  shopId: 7,
  config: { Shop: { name: '小島選物', OrgId: 1 } } as ShopConfig,
  modules: ecommerce ? ['ecommerce'] : [],
  ecommerce,
});

const call = (host: string) =>
  GET(new Request(`http://${host}/robots.txt`), { params: Promise.resolve({ host }) });

beforeEach(() => shop.mockReset());

describe('GET /robots.txt', () => {
  test('an open shop keeps crawlers out of private pages and names its sitemap', async () => {
    shop.mockResolvedValue(loaded(true));
    const res = await call('shop.example.com');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['Allow: /', 'Disallow: /checkout', 'Disallow: /cart']));
    expect(lines).toContain('Sitemap: https://shop.example.com/sitemap.xml');
    expect(lines).not.toContain('Disallow: /');
    expect(shop).toHaveBeenCalledWith('shop.example.com');
  });

  test('a shop with online shopping off asks not to be crawled', async () => {
    shop.mockResolvedValue(loaded(false));
    const res = await call('closed.localhost');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
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
    expect(await res.text()).toBe('無法載入商店設定');
  });
});
