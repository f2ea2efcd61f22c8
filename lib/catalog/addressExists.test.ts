import { countProducts, countScopedProducts, getActivity, getProductByNanoId } from '@/lib/api/catalog';
import { getPage } from '@/lib/api/content';
import { failureOf, networkFailure, type Failure, type Result } from '@/lib/api/result';
import { addressOf, type CheckedAddress } from './address';
import { addressExists } from './addressExists';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/api/catalog');
jest.mock('@/lib/api/content');

const found = <T>(data: T) => Promise.resolve([data, null] as Result<T>);
const failing = (failure: Failure) => Promise.resolve([null, failure] as Result<never>);
const missing = () => failing(failureOf(404, { msg: '找不到商品' }));
const away = () => failing(networkFailure('fetch failed'));
const exists = (path: string) => addressExists(1, addressOf(path) as CheckedAddress);

beforeEach(() => jest.resetAllMocks());

test('a product is found, missing on a 404, and unknown when the API is away', async () => {
  jest.mocked(getProductByNanoId).mockReturnValueOnce(found({} as never));
  expect(await exists('/product/p-1')).toBe('found');
  jest.mocked(getProductByNanoId).mockReturnValueOnce(missing());
  expect(await exists('/product/p-2')).toBe('missing');
  jest.mocked(getProductByNanoId).mockReturnValueOnce(away());
  expect(await exists('/product/p-3')).toBe('unknown');
  jest.mocked(getProductByNanoId).mockReturnValueOnce(failing(failureOf(500, { msg: 'boom' })));
  expect(await exists('/product/p-4')).toBe('unknown');
  expect(getProductByNanoId).toHaveBeenLastCalledWith(1, 'p-4');
});

test('a merchant page is found or missing by its read', async () => {
  jest.mocked(getPage).mockReturnValueOnce(found({} as never));
  expect(await exists('/page/about')).toBe('found');
  jest.mocked(getPage).mockReturnValueOnce(missing());
  expect(await exists('/page/nope')).toBe('missing');
});

test.each([
  [1, 0, 'found'],
  [2, 0, 'missing'],
  [2, 21, 'found'],
  [3, 40, 'missing'],
  [3, 41, 'found'],
])('page %i of all products with %i products is %s', async (page, count, expected) => {
  jest.mocked(countProducts).mockReturnValue(found({ count }));
  expect(await exists(page > 1 ? `/productList/all/~${page}` : '/productList/all')).toBe(expected);
});

test('page 1 of a list is not counted', async () => {
  await exists('/productList/all');
  expect(countProducts).not.toHaveBeenCalled();
});

test('an activity switched off is missing, like its page; one on sale counts its products', async () => {
  jest.mocked(getActivity).mockReturnValueOnce(found({ enable: false, name: 'x' } as never));
  expect(await exists('/productList/activity/a-1')).toBe('missing');
  jest.mocked(getActivity).mockReturnValue(found({ enable: true, name: 'x' } as never));
  jest.mocked(countScopedProducts).mockReturnValue(found({ count: 5 }));
  expect(await exists('/productList/activity/a-1/~2')).toBe('missing');
  expect(countScopedProducts).toHaveBeenCalledWith(1, 'ecommerceActivity', 'a-1');
  jest.mocked(countScopedProducts).mockReturnValue(away());
  expect(await exists('/productList/activity/a-1/~2')).toBe('unknown');
  jest.mocked(getActivity).mockReturnValueOnce(missing());
  expect(await exists('/productList/activity/a-2')).toBe('missing');
});
