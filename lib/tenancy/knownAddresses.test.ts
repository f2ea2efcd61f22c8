import { addressExists } from '@/lib/catalog/addressExists';
import { changeOf, stockChangeOf } from '@/lib/revalidate/change';
import { applyChange } from '@/lib/revalidate/hub';
import { knownAddress } from './knownAddresses';

jest.mock('@/lib/catalog/addressExists', () => ({ addressExists: jest.fn() }));
const exists = jest.mocked(addressExists);

let now = 1_000_000;
beforeEach(() => {
  exists.mockReset();
  now += 3_600_000; // past every answer remembered by an earlier test
});

test.each([
  ['exists', 'found', 30_000],
  ['does not exist', 'missing', 5_000],
] as const)('an address that %s is remembered for %i ms', async (_, answer, ms) => {
  exists.mockResolvedValue(answer);
  expect(await knownAddress(1, '/product/p-1', now)).toBe(answer);
  expect(await knownAddress(1, '/product/p-1', now + ms - 1_000)).toBe(answer);
  expect(exists).toHaveBeenCalledTimes(1);
  await knownAddress(1, '/product/p-1', now + ms + 1_000);
  expect(exists).toHaveBeenCalledTimes(2);
});

test('addresses of other routes and malformed ids need no read', async () => {
  expect(await knownAddress(1, '/cart', now)).toBe('found');
  expect(await knownAddress(1, '/product/a.b', now)).toBe('missing');
  expect(exists).not.toHaveBeenCalled();
});

test('shops are kept apart: the same address is asked of each', async () => {
  exists.mockResolvedValueOnce('found').mockResolvedValueOnce('missing');
  expect(await knownAddress(1, '/page/about', now)).toBe('found');
  expect(await knownAddress(2, '/page/about', now)).toBe('missing');
});

test('while the API is away the last answer stands, and nothing new is remembered', async () => {
  exists.mockResolvedValue('found');
  await knownAddress(1, '/product/p-2', now);
  exists.mockResolvedValue('unknown');
  expect(await knownAddress(1, '/product/p-2', now + 60_000)).toBe('found');
  expect(await knownAddress(1, '/product/p-new', now)).toBe('unknown');
  expect(await knownAddress(1, '/product/p-new', now + 1)).toBe('unknown');
  // Each request asks again, so the answer comes back as soon as the API does.
  expect(exists).toHaveBeenCalledTimes(4);
});

test('a burst of requests for one unchecked address makes one read', async () => {
  let answer!: (value: 'found') => void;
  exists.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const burst = Array.from({ length: 5 }, () => knownAddress(1, '/product/p-3', now));
  answer('found');
  expect(await Promise.all(burst)).toEqual(Array(5).fill('found'));
  expect(exists).toHaveBeenCalledTimes(1);
});

test('a change of the shop forgets its answers; a change of stock or of another shop does not', async () => {
  exists.mockResolvedValue('missing');
  await knownAddress(1, '/product/p-4', now);
  await knownAddress(2, '/product/p-4', now);
  await applyChange(stockChangeOf(1, ['localhost'], { products: ['p-4'], listed: [] })!);
  await knownAddress(1, '/product/p-4', now + 1);
  expect(exists).toHaveBeenCalledTimes(2);

  exists.mockResolvedValue('found');
  await applyChange(changeOf([1], ['localhost']));
  expect(await knownAddress(1, '/product/p-4', now + 2)).toBe('found');
  expect(await knownAddress(2, '/product/p-4', now + 2)).toBe('missing');
  expect(exists).toHaveBeenCalledTimes(3);
});

test('at most 10,000 answers are kept: the oldest goes first', async () => {
  exists.mockResolvedValue('missing');
  await knownAddress(9, '/product/p-first', now);
  for (let i = 0; i < 10_000; i++) await knownAddress(9, `/product/p-${i}`, now);
  const reads = exists.mock.calls.length;
  await knownAddress(9, '/product/p-9999', now);
  expect(exists).toHaveBeenCalledTimes(reads);
  await knownAddress(9, '/product/p-first', now);
  expect(exists).toHaveBeenCalledTimes(reads + 1);
});
