import { taiwanDateTime, taiwanDayEnd, taiwanDayStart, taiwanWeekStart } from './taiwanTime';

test.each([
  ['2026-11-28', '2026-11-27T16:00:00.000Z', '2026-11-28T16:00:00.000Z'],
  ['2026-01-01', '2025-12-31T16:00:00.000Z', '2026-01-01T16:00:00.000Z'],
  ['2024-02-29', '2024-02-28T16:00:00.000Z', '2024-02-29T16:00:00.000Z'],
])('Taiwan day %s runs from %s to %s', (day, start, end) => {
  expect(taiwanDayStart(day).toISOString()).toBe(start);
  expect(taiwanDayEnd(day).toISOString()).toBe(end);
});

test.each([
  // Saturday 28 Nov 2026, 10:00 in Taiwan: the week began Monday 23 Nov.
  ['2026-11-28T02:00:00Z', '2026-11-22T16:00:00.000Z'],
  // Sunday 23:30 in Taiwan is still that week.
  ['2026-11-29T15:30:00Z', '2026-11-22T16:00:00.000Z'],
  // Monday 00:30 in Taiwan (Sunday 16:30 UTC) starts a new one.
  ['2026-11-29T16:30:00Z', '2026-11-29T16:00:00.000Z'],
  // Monday 07:59 in Taiwan, still Sunday in UTC.
  ['2026-11-29T23:59:00Z', '2026-11-29T16:00:00.000Z'],
])('the week of %s starts at %s', (now, start) => {
  expect(taiwanWeekStart(new Date(now)).toISOString()).toBe(start);
});

test.each([
  ['2026-11-27T16:05:00Z', '2026/11/28 00:05'],
  ['2026-11-28T15:59:00.000Z', '2026/11/28 23:59'],
])('%s reads %s in Taiwan', (at, shown) => {
  expect(taiwanDateTime(at)).toBe(shown);
});
