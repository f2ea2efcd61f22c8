import { formatPhone } from './phone';

describe('formatPhone', () => {
  test.each([
    ['0912345678', '0912 345 678'],
    ['091234567', '091234567'],
    ['+886912345678', '+886912345678'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});
