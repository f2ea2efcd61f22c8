import { formatOrderDate, formatShopDay } from './date';

test.each([
  ['2026-03-05T04:07:00.000Z', '2026/03/05 12:07'],
  // Late evening in UTC is already the next day in Taiwan, whatever the zone of the machine.
  ['2026-12-31T16:30:00Z', '2027/01/01 00:30'],
  ['2026-07-01T09:15:00+08:00', '2026/07/01 09:15'],
])('formatOrderDate(%j) = %s', (iso, text) => {
  expect(formatOrderDate(iso)).toBe(text);
});

test.each([null, undefined, '', 'yesterday'])('formatOrderDate(%j) is empty', (iso) => {
  expect(formatOrderDate(iso)).toBe('');
  expect(formatShopDay(iso)).toBe('');
});

test.each([
  ['2026-12-31T15:59:59Z', '2026/12/31'],
  ['2026-12-31T16:00:00Z', '2027/01/01'],
  ['2028-02-28T16:00:00.000Z', '2028/02/29'],
])('formatShopDay(%j) = %s', (iso, day) => {
  expect(formatShopDay(iso)).toBe(day);
});
