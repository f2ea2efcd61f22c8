import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { knownAddress } from './knownAddresses';
import { resolveShop } from './resolve';

jest.mock('./resolve', () => ({ resolveShop: jest.fn() }));
jest.mock('./knownAddresses', () => ({ knownAddress: jest.fn() }));
const resolve = jest.mocked(resolveShop);
const known = jest.mocked(knownAddress);

const request = (url: string, host: string) => new NextRequest(url, { headers: { host } });

describe('proxy', () => {
  beforeEach(() => {
    resolve.mockReset();
    known.mockReset().mockResolvedValue('found');
  });

  test('rewrites a page to the host’s route tree, keeping path and query', async () => {
    resolve.mockResolvedValue({ ok: true, shopId: 2, tagManager: false });
    const res = await proxy(
      request('http://shop2.localhost:3000/product/p-1?utm_source=x', 'shop2.localhost:3000'),
    );
    expect(resolve).toHaveBeenCalledWith('shop2.localhost');
    const target = new URL(res.headers.get('x-middleware-rewrite')!);
    expect(target.pathname).toBe('/shop2.localhost/product/p-1');
    expect(target.search).toBe('?utm_source=x');
  });

  test('a shop with a Tag Manager container is marked for the page policy; others are not', async () => {
    resolve.mockResolvedValue({ ok: true, shopId: 2, tagManager: true });
    const marked = await proxy(request('http://shop2.localhost:3000/', 'shop2.localhost:3000'));
    expect(marked.headers.get('x-shop-tag-manager')).toBe('1');
    resolve.mockResolvedValue({ ok: true, shopId: 2, tagManager: false });
    const plain = await proxy(request('http://shop2.localhost:3000/', 'shop2.localhost:3000'));
    expect(plain.headers.get('x-shop-tag-manager')).toBeNull();
  });

  test('a page path with a trailing slash is redirected to its one address, query kept', async () => {
    resolve.mockResolvedValue({ ok: true, shopId: 2, tagManager: false });
    const res = await proxy(
      request('http://shop2.localhost:3000/productList/all/?page=2', 'shop2.localhost:3000'),
    );
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/productList/all');
    expect(new URL(res.headers.get('location')!).search).toBe('?page=2');
  });

  test('a list page number moves from the query into the path, so the page can be cached', async () => {
    resolve.mockResolvedValue({ ok: true, shopId: 2, tagManager: false });
    const res = await proxy(
      request('http://shop2.localhost:3000/productList/all?page=2&x=1', 'shop2.localhost:3000'),
    );
    const target = new URL(res.headers.get('x-middleware-rewrite')!);
    expect(target.pathname).toBe('/shop2.localhost/productList/all/~2');
    expect(target.search).toBe('?x=1');
  });

  test('an address the shop does not have goes to the route that renders per request', async () => {
    resolve.mockResolvedValue({ ok: true, shopId: 2, tagManager: false });
    known.mockResolvedValue('missing');
    const res = await proxy(request('http://shop2.localhost/productList/all?page=99', 'shop2.localhost'));
    expect(known).toHaveBeenCalledWith(2, '/productList/all/~99');
    expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname).toBe('/shop2.localhost/-/unknown');
  });

  test('when the API cannot say whether an address exists, its own route answers', async () => {
    resolve.mockResolvedValue({ ok: true, shopId: 2, tagManager: false });
    known.mockResolvedValue('unknown');
    const res = await proxy(request('http://shop2.localhost/product/p-1', 'shop2.localhost'));
    expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname).toBe('/shop2.localhost/product/p-1');
  });

  test('an unknown host gets the 404 page of spec §8', async () => {
    resolve.mockResolvedValue({ ok: false, status: 404, message: '無法載入商店設定' });
    const res = await proxy(request('http://nowhere.localhost/', 'nowhere.localhost'));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('無法載入商店設定');
  });

  test('a host looked up while the API is away gets a 503 to retry, not a 404', async () => {
    resolve.mockResolvedValue({
      ok: false,
      status: 503,
      message: '暫時無法載入商店，請稍後再試',
      retryAfter: 5,
    });
    const res = await proxy(request('http://shop2.localhost/', 'shop2.localhost'));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('暫時無法載入商店');
  });

  test('a config without a shop id says so', async () => {
    resolve.mockResolvedValue({ ok: false, status: 502, message: '無法獲取有效的商店 ID' });
    const res = await proxy(request('http://broken.localhost/', 'broken.localhost'));
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('無法獲取有效的商店 ID');
  });

  test('a malformed Host header never reaches the route tree', async () => {
    const res = await proxy(request('http://localhost/', 'bad host'));
    expect(res.status).toBe(404);
    expect(resolve).not.toHaveBeenCalled();
  });

  test('an overlong segment is refused before the shop is looked up', async () => {
    const res = await proxy(request(`http://localhost/product/${'x'.repeat(5000)}`, 'localhost'));
    expect(res.status).toBe(414);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('網址過長');
    expect(resolve).not.toHaveBeenCalled();
  });

  test('broken percent-encoding is refused with a 400', async () => {
    const res = await proxy(request('http://localhost/product/%E4%B8abc', 'localhost'));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('網址格式不正確');
    expect(resolve).not.toHaveBeenCalled();
  });

  test('API calls and static files pass through untouched', async () => {
    const res = await proxy(request('http://localhost/demo/shop1/logo.svg', 'localhost'));
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(resolve).not.toHaveBeenCalled();
  });
});
