import { boundaryPassed } from './activityClock';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 12, minute));

test.each<[string, Date | null, Date | null, boolean]>([
  ['no dates', null, null, false],
  ['a start inside the window', at(5), null, true],
  ['an end inside the window', null, at(5), true],
  ['a start exactly at the window end', at(10), null, true],
  ['an end exactly at the window start: the check before saw it', null, at(0), false],
  ['both before the window', at(-20), at(-10), false],
  ['both after the window', at(20), at(30), false],
  ['a start before and an end after', at(-5), at(15), false],
  ['a start before and an end inside', at(-5), at(7), true],
])('%s', (_name, startsAt, endsAt, passed) => {
  expect(boundaryPassed({ startsAt, endsAt }, at(0), at(10))).toBe(passed);
});

test('successive windows see a boundary once', () => {
  const a = { startsAt: at(10), endsAt: null };
  const windows = [0, 5, 10, 15].map((m) => boundaryPassed(a, at(m), at(m + 5)));
  expect(windows).toEqual([false, true, false, false]);
});
