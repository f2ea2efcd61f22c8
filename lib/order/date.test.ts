import { formatOrderDate } from './date';

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
});
