import { expirationsByDay, taipeiDay } from './cashbackWallet';

const now = new Date('2030-06-01T00:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('taipeiDay', () => {
  test.each([
    ['2030-12-31T15:59:59.999Z', '2030/12/31'],
    ['2030-12-31T16:00:00.000Z', '2031/01/01'],
    ['2030-01-05T00:00:00.000Z', '2030/01/05'],
  ])('%s → %s', (iso, day) => {
    expect(taipeiDay(at(iso))).toBe(day);
  });
});

describe('expirationsByDay', () => {
  test('sums per Taipei day, soonest first, future only', () => {
    const rows = [
      { amount: 50, expireAt: at('2030-12-31T15:59:00Z') },
      { amount: 30, expireAt: at('2030-08-01T03:00:00Z') },
      { amount: 20, expireAt: at('2030-12-31T10:00:00Z') },
      { amount: 99, expireAt: at('2030-05-31T23:59:59Z') },
      { amount: 7, expireAt: now },
      { amount: 40, expireAt: at('2031-01-01T00:00:00Z') },
    ];
    expect(expirationsByDay(rows, now)).toEqual([
      { amount: 30, expireAt: '2030/08/01' },
      { amount: 70, expireAt: '2030/12/31' },
      { amount: 40, expireAt: '2031/01/01' },
    ]);
  });

  test('spending counts against the day it came from; a day used up is left out', () => {
    const day = at('2030-09-01T00:00:00Z');
    expect(
      expirationsByDay(
        [
          { amount: 100, expireAt: day },
          { amount: -60, expireAt: day },
          { amount: 10, expireAt: at('2030-10-01T00:00:00Z') },
          { amount: -10, expireAt: at('2030-10-01T00:00:00Z') },
        ],
        now,
      ),
    ).toEqual([{ amount: 40, expireAt: '2030/09/01' }]);
  });

  test('nothing to expire', () => {
    expect(expirationsByDay([], now)).toEqual([]);
  });
});
