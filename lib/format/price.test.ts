import { formatNumber, formatPrice } from './price';

test.each([
  [0, '0'],
  [1280, '1,280'],
  [1234567, '1,234,567'],
  ['990', '990'],
  [Number.NaN, '0'],
  [undefined, '0'],
  ['abc', '0'],
])('formatNumber(%p) → %s', (value, expected) => expect(formatNumber(value)).toBe(expected));

test('prices are NT dollars', () => expect(formatPrice(1500)).toBe('NT$1,500'));
