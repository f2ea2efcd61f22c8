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

test('whole numbers are grouped exactly as Intl groups them for zh-TW', () => {
  const samples = [1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 999999, 1000000];
  for (let i = 0; i < 2000; i++) samples.push(1 + Math.floor(Math.random() * 10 ** (1 + (i % 15))));
  samples.push(Number.MAX_SAFE_INTEGER);
  for (const n of samples) {
    expect(formatNumber(n)).toBe(n.toLocaleString('zh-TW'));
    expect(formatNumber(-n)).toBe((-n).toLocaleString('zh-TW'));
  }
});

test('fractions and numbers past the safe range still go through Intl', () => {
  expect(formatNumber(1234.5)).toBe('1,234.5');
  expect(formatNumber(0.1234)).toBe((0.1234).toLocaleString('zh-TW'));
  expect(formatNumber(2 ** 60)).toBe((2 ** 60).toLocaleString('zh-TW'));
});

test('negative zero shows as 0', () => expect(formatNumber(-0)).toBe('0'));
