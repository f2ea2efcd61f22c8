import { add, admit, drain, newTally, taiwanDay, VISIT_LIMITS, type VisitLimits } from './tally';

const HOUR = 3600_000;
const T0 = Date.UTC(2031, 0, 1, 0, 0, 0);
const at = (ms: number) => new Date(T0 + ms);
const small: VisitLimits = { ...VISIT_LIMITS, perAddress: 2, maxAddresses: 3, maxPending: 2 };

describe('taiwanDay', () => {
  test.each([
    ['2031-01-01T15:59:59Z', '2031-01-01'],
    ['2031-01-01T16:00:00Z', '2031-01-02'],
    ['2030-12-31T16:00:00Z', '2031-01-01'],
    ['2031-06-30T23:00:00Z', '2031-07-01'],
  ])('%s is %s in Taiwan', (iso, day) => {
    expect(taiwanDay(new Date(iso))).toBe(day);
  });
});

describe('admit', () => {
  // Each row: the attempts in order [shop, address, ms after T0], and what each is answered.
  test.each<[string, [number, string, number][], boolean[]]>([
    [
      'an address gets its budget per shop, then no more',
      [
        [1, 'a', 0],
        [1, 'a', 1],
        [1, 'a', 2],
        [2, 'a', 3],
      ],
      [true, true, false, true],
    ],
    [
      'the next hour starts a new budget',
      [
        [1, 'a', 0],
        [1, 'a', 1],
        [1, 'a', HOUR],
      ],
      [true, true, true],
    ],
    [
      'a full map lets known addresses on and new ones not',
      [
        [1, 'a', 0],
        [1, 'b', 0],
        [1, 'c', 0],
        [1, 'd', 0],
        [1, 'a', 0],
      ],
      [true, true, true, false, true],
    ],
    [
      'a full map empties when the hour turns',
      [
        [1, 'a', 0],
        [1, 'b', 0],
        [1, 'c', 0],
        [1, 'd', HOUR + 1],
      ],
      [true, true, true, true],
    ],
  ])('%s', (_, attempts, expected) => {
    const tally = newTally();
    expect(attempts.map(([shop, address, ms]) => admit(tally, shop, address, at(ms), small))).toEqual(
      expected,
    );
    expect(tally.perAddress.size).toBeLessThanOrEqual(small.maxAddresses);
  });
});

describe('add and drain', () => {
  test.each<[string, [number, string, number][], boolean[], [number, string, number][]]>([
    [
      'visits of one shop-day add up',
      [
        [1, '2031-01-01', 1],
        [1, '2031-01-01', 1],
        [1, '2031-01-01', 3],
      ],
      [true, true, true],
      [[1, '2031-01-01', 5]],
    ],
    [
      'shops and days are kept apart',
      [
        [1, '2031-01-01', 1],
        [2, '2031-01-01', 1],
        [1, '2031-01-02', 1],
      ],
      [true, true, false],
      [
        [1, '2031-01-01', 1],
        [2, '2031-01-01', 1],
      ],
    ],
    [
      'a full tally still adds to what it holds',
      [
        [1, '2031-01-01', 1],
        [2, '2031-01-01', 1],
        [2, '2031-01-01', 4],
      ],
      [true, true, true],
      [
        [1, '2031-01-01', 1],
        [2, '2031-01-01', 5],
      ],
    ],
  ])('%s', (_, increments, accepted, drained) => {
    const tally = newTally();
    expect(increments.map(([shopId, day, count]) => add(tally, { shopId, day, count }, small))).toEqual(
      accepted,
    );
    expect(drain(tally)).toEqual(drained.map(([shopId, day, count]) => ({ shopId, day, count })));
    expect(drain(tally)).toEqual([]);
  });

  test('counts put back after a failed write join the new ones', () => {
    const tally = newTally();
    add(tally, { shopId: 1, day: '2031-01-01', count: 2 });
    const failed = drain(tally);
    add(tally, { shopId: 1, day: '2031-01-01', count: 1 });
    for (const increment of failed) add(tally, increment);
    expect(drain(tally)).toEqual([{ shopId: 1, day: '2031-01-01', count: 3 }]);
  });
});
