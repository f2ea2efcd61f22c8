import { fromTaiwanMinute, periodProblem, toTaiwanMinute } from './activities';

describe('Taiwan times of the activity form', () => {
  test.each<[string, string | null]>([
    ['2026-12-01T00:00', '2026-11-30T16:00:00.000Z'],
    ['2026-12-31T23:59', '2026-12-31T15:59:00.000Z'],
    ['2028-02-29T12:00', '2028-02-29T04:00:00.000Z'],
    ['2026-02-30T12:00', null],
    ['2026-13-01T00:00', null],
    ['2026-12-01T24:00', null],
    ['2026-12-01 00:00', null],
    ['2026-12-01T00:00:00', null],
    ['2026-12-01T00:00Z', null],
    ['', null],
  ])('%s', (value, iso) => {
    const at = fromTaiwanMinute(value);
    expect(at?.toISOString() ?? null).toBe(iso);
    if (at) expect(toTaiwanMinute(at)).toBe(value);
  });

  test('no time shows empty', () => expect(toTaiwanMinute(null)).toBe(''));
});

describe('periodProblem', () => {
  const a = new Date('2026-12-01T00:00:00Z');
  const b = new Date('2026-12-02T00:00:00Z');
  test.each<[string, Date | null, Date | null, boolean]>([
    ['both open', null, null, false],
    ['start only', a, null, false],
    ['end only', null, a, false],
    ['end after start', a, b, false],
    ['end at start', a, a, true],
    ['end before start', b, a, true],
  ])('%s', (_name, start, end, bad) => expect(periodProblem(start, end) !== null).toBe(bad));
});
