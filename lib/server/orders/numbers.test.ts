import { atmDueAt, orderNumber } from './numbers';

test.each([
  // 23:30 UTC is already the next day in Taiwan.
  ['2026-11-23T23:30:00Z', 42, '2026112400000042'],
  ['2026-11-23T01:00:00Z', 12345678, '2026112312345678'],
])('orderNumber(%s, %i) = %s', (at, id, expected) => {
  const n = orderNumber(new Date(at), id);
  expect(n).toBe(expected);
  expect(n).toMatch(/^[A-Za-z0-9_]{1,30}$/);
});

test.each([
  ['2026-11-23T01:00:00Z', '2026-11-26T15:59:59.000Z'],
  // 20:00 UTC is 04:00 the next day in Taiwan: three days after that day.
  ['2026-11-23T20:00:00Z', '2026-11-27T15:59:59.000Z'],
])('atmDueAt(%s) is the end of the third Taiwan day: %s', (at, expected) => {
  expect(atmDueAt(new Date(at)).toISOString()).toBe(expected);
});
