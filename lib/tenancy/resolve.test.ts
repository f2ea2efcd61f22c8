import { getShopConfigByDomain } from '@/lib/api/shop';
import { failureOf, networkFailure } from '@/lib/api/result';
import { resolveShop } from './resolve';
import { changeOf, stockChangeOf } from '@/lib/revalidate/change';
import { applyChange } from '@/lib/revalidate/hub';

jest.mock('@/lib/api/shop', () => ({ getShopConfigByDomain: jest.fn() }));
const lookup = jest.mocked(getShopConfigByDomain);
const config = (ShopId: number | null) =>
  [{ ShopId }, null] as unknown as Awaited<ReturnType<typeof getShopConfigByDomain>>;

beforeEach(() => lookup.mockReset());

test('a known host resolves to its shop and is remembered', async () => {
  lookup.mockResolvedValue(config(7));
  expect(await resolveShop('a.localhost', 1_000)).toEqual({ ok: true, shopId: 7, tagManager: false });
  expect(await resolveShop('a.localhost', 20_000)).toEqual({ ok: true, shopId: 7, tagManager: false });
  expect(lookup).toHaveBeenCalledTimes(1);
  await resolveShop('a.localhost', 40_000);
  expect(lookup).toHaveBeenCalledTimes(2);
});

test('an unknown host is a 404 with the start error, retried soon after', async () => {
  lookup.mockResolvedValue([null, failureOf(404, { msg: '找不到此網域的商店' })]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(await resolveShop('b.localhost', 1_000)).toEqual({
    ok: false,
    status: 404,
    message: '無法載入商店設定',
  });
  await resolveShop('b.localhost', 7_000);
  expect(lookup).toHaveBeenCalledTimes(2);
});

test.each([
  ['a 503 with Retry-After', failureOf(503, { msg: '服務暫時無法使用', code: 'unavailable' }, '', '7'), 7],
  ['a 500', failureOf(500, { msg: 'boom' }), 5],
  ['no answer at all', networkFailure('fetch failed'), 5],
])(
  'an unreachable API (%s) is a 503 to retry, never a 404, and is not remembered',
  async (_, failure, wait) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    lookup.mockResolvedValue([null, failure]);
    const host = `down-${wait}-${failure.status}.localhost`;
    expect(await resolveShop(host, 1_000)).toEqual({
      ok: false,
      status: 503,
      message: '暫時無法載入商店，請稍後再試',
      retryAfter: wait,
    });
    await resolveShop(host, 1_001);
    expect(lookup).toHaveBeenCalledTimes(2);
  },
);

test('a host known before stays its shop while the API is away', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  lookup.mockResolvedValueOnce(config(5));
  await resolveShop('known.localhost', 1_000);
  lookup.mockResolvedValue([null, networkFailure('fetch failed')]);
  expect(await resolveShop('known.localhost', 60_000)).toEqual({ ok: true, shopId: 5, tagManager: false });
  expect(lookup).toHaveBeenCalledTimes(2);
});

test('a config without a shop id is refused', async () => {
  lookup.mockResolvedValue(config(null));
  expect(await resolveShop('c.localhost')).toEqual({
    ok: false,
    status: 502,
    message: '無法獲取有效的商店 ID',
  });
});

test("a change forgets its hosts and its shops' hosts, and no other", async () => {
  lookup.mockImplementation(async (host) => config(host.startsWith('x') ? 8 : 9));
  await resolveShop('x1.localhost', 1_000);
  await resolveShop('x2.localhost', 1_000);
  await resolveShop('y.localhost', 1_000);
  await resolveShop('z.localhost', 1_000);
  expect(lookup).toHaveBeenCalledTimes(4);
  await applyChange(changeOf([8], ['y.localhost']));
  for (const host of ['x1.localhost', 'x2.localhost', 'y.localhost', 'z.localhost'])
    await resolveShop(host, 2_000);
  expect(lookup.mock.calls.slice(4).map(([host]) => host)).toEqual([
    'x1.localhost',
    'x2.localhost',
    'y.localhost',
  ]);
});

test('a change of stock keeps the hosts it names', async () => {
  lookup.mockResolvedValue(config(5));
  await resolveShop('s.localhost', 1_000);
  await applyChange(stockChangeOf(5, ['s.localhost'], { products: ['p-a'], listed: ['p-a'] })!);
  await resolveShop('s.localhost', 2_000);
  expect(lookup).toHaveBeenCalledTimes(1);
});
