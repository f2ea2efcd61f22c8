import { changeOf } from '@/lib/revalidate/change';
import type { Db } from '../db/client';
import { revalidatedTags } from '../testing/nextCache';
import { announce, changeOfShops } from './announce';
import { revalidateShops } from './inRoute';

jest.mock('./announce', () => ({ announce: jest.fn(), changeOfShops: jest.fn() }));
const db = {} as Db;

beforeEach(() => {
  revalidatedTags.length = 0;
  jest.mocked(changeOfShops).mockResolvedValue(changeOf([3], ['tea.localhost']));
  jest.mocked(announce).mockReset();
});

test("expires the change's tags in Next's cache and tells the rest of the process", async () => {
  await revalidateShops(db, [3]);
  expect(revalidatedTags).toEqual(['shop:3', 'domain:tea.localhost']);
  expect(announce).toHaveBeenCalledWith(db, changeOf([3], ['tea.localhost']));
});

test('a failure to tell is logged, never the failure of the change it follows', async () => {
  jest.mocked(announce).mockRejectedValue(new Error('connection lost'));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  await expect(revalidateShops(db, [3])).resolves.toBeUndefined();
  expect(logged).toHaveBeenCalledWith('[revalidate] shops 3:', expect.any(Error));
});
