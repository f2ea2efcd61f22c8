import { maskPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  test.each([
    ['0912345678', '0912345678'],
    ['0912-345-678', '0912345678'],
    ['0912 345 678', '0912345678'],
    [' 0912345678 ', '0912345678'],
    ['09-1234-5678', '0912345678'],
  ])('%j is %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  test.each([
    [''],
    ['091234567'],
    ['09123456789'],
    ['0812345678'],
    ['+886912345678'],
    ['886912345678'],
    ['0912_345_678'],
    ['09１2345678'],
    ['O912345678'],
    ['0912345678\n1'],
  ])('%j is refused', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('maskPhone', () => {
  test('keeps the first four digits only', () => {
    expect(maskPhone('0912345678')).toBe('0912…');
    expect(maskPhone('091')).toBe('…');
  });
});
