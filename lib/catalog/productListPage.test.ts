import {
  countProducts,
  countScopedProducts,
  getActivity,
  getCategory,
  listProducts,
  listScopedProducts,
} from '@/lib/api/catalog';
import { fail, ok, type Failure } from '@/lib/api/result';
import { pageFailureMessage } from '@/lib/ui/pageFailure';
import { loadProductList } from './productListPage';

jest.mock('@/lib/api/catalog', () => ({
  countProducts: jest.fn(),
  countScopedProducts: jest.fn(),
  getActivity: jest.fn(),
  getCategory: jest.fn(),
  getCategoryGroup: jest.fn(),
  listProducts: jest.fn(),
  listScopedProducts: jest.fn(),
}));

const count = (n: number) => Promise.resolve(ok({ count: n }));

describe('loadProductList', () => {
  beforeEach(() => {
    jest.mocked(countProducts).mockReturnValue(count(45));
    jest.mocked(countScopedProducts).mockReturnValue(count(45));
    jest.mocked(listProducts).mockResolvedValue(ok([]));
    jest.mocked(listScopedProducts).mockResolvedValue(ok([]));
    jest.mocked(getCategory).mockResolvedValue(ok({ name: '茶', Image: null } as never));
  });
  afterEach(() => jest.resetAllMocks());

  test.each([
    ['all', undefined],
    ['category', 'c-tea'],
  ] as const)('%s: a page past the end is a 404 without listing it', async (type, nanoId) => {
    expect(await loadProductList(1, type, nanoId, 4)).toEqual({ notFound: true });
    expect(listProducts).not.toHaveBeenCalled();
    expect(listScopedProducts).not.toHaveBeenCalled();
  });

  test('the last page is listed', async () => {
    const list = await loadProductList(1, 'category', 'c-tea', 3);
    expect(list).toMatchObject({ title: '茶', total: 45 });
    expect(listScopedProducts).toHaveBeenCalledWith(1, 'ecommerceCategory', 'c-tea', {
      start: 40,
      limit: 20,
    });
  });

  test('the first page is listed beside the count, even an empty one', async () => {
    jest.mocked(countProducts).mockReturnValue(count(0));
    expect(await loadProductList(1, 'all', undefined, 1)).toMatchObject({ total: 0, products: [] });
    expect(listProducts).toHaveBeenCalled();
  });

  const down = (msg: string) =>
    fail<never>({ msg, status: 503, code: 'unavailable', retryAfter: null } satisfies Failure);

  // Spec §8: the error page of a list that could not be read still shows the server's message.
  test.each([
    ['the activity', 'activity', 1, () => jest.mocked(getActivity).mockResolvedValue(down('商品服務暫停'))],
    ['the category', 'category', 1, () => jest.mocked(getCategory).mockResolvedValue(down('商品服務暫停'))],
    [
      'the products',
      'category',
      1,
      () => jest.mocked(listScopedProducts).mockResolvedValue(down('商品服務暫停')),
    ],
    [
      'the count (page 2)',
      'activity',
      2,
      () => jest.mocked(countScopedProducts).mockReturnValue(Promise.resolve(down('商品服務暫停'))),
    ],
    ['all products', 'all', 1, () => jest.mocked(listProducts).mockResolvedValue(down('商品服務暫停'))],
    [
      'the count of all (page 3)',
      'all',
      3,
      () => jest.mocked(countProducts).mockReturnValue(Promise.resolve(down('商品服務暫停'))),
    ],
  ] as const)('%s failing: thrown with the message for the error page', async (_, type, page, failing) => {
    jest.mocked(getActivity).mockResolvedValue(ok({ name: '春季', enable: true, Image: null } as never));
    failing();
    const thrown = await loadProductList(1, type, type === 'all' ? undefined : 'a-spring', page).catch(
      (error: unknown) => error,
    );
    expect(pageFailureMessage(thrown)).toBe('商品服務暫停');
  });

  test('a list that does not exist is a 404, not a failure', async () => {
    jest
      .mocked(getCategory)
      .mockResolvedValue(fail({ msg: '找不到類別', status: 404, code: 'not_found', retryAfter: null }));
    expect(await loadProductList(1, 'category', 'c-gone', 1)).toEqual({ notFound: true });
  });
});
