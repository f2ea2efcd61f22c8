import { allocateSpend, type CashbackBucket } from './allocate';

const day = (d: number) => new Date(Date.UTC(2030, 0, d));
const b = (expire: number | null, remaining: number): CashbackBucket => ({
  expireAt: expire === null ? null : day(expire),
  remaining,
});

test.each<[string, CashbackBucket[], number, CashbackBucket[]]>([
  ['one bucket, part of it', [b(10, 100)], 30, [b(10, 30)]],
  ['soonest expiry first', [b(20, 50), b(10, 50)], 70, [b(10, 50), b(20, 20)]],
  ['never-expiring last', [b(null, 100), b(30, 40)], 60, [b(30, 40), b(null, 20)]],
  ['exactly the balance', [b(5, 10), b(null, 15)], 25, [b(5, 10), b(null, 15)]],
  ['nothing to spend', [b(5, 10)], 0, []],
  ['empty buckets are skipped', [b(5, 0), b(6, 10)], 5, [b(6, 5)]],
])('%s', (_name, buckets, amount, expected) => {
  expect(allocateSpend(buckets, amount)).toEqual(expected);
});

test('more than the balance is a bug of the caller, not a partial spend', () => {
  expect(() => allocateSpend([b(5, 10)], 11)).toThrow(/short by 1/);
});
