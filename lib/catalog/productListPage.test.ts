import {
  countProducts,
  countScopedProducts,
  getCategory,
  listProducts,
  listScopedProducts,
} from '@/lib/api/catalog';
import { ok } from '@/lib/api/result';
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
});
