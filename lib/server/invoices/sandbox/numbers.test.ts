import { allowanceNoOf, invoiceNumberOf, providerTime, randomCodeOf, sandboxKnows } from './numbers';

test.each([
  [[0, 1, 0, 0, 0, 0], 'AB00000000'],
  [[25, 26, 0, 0, 0, 42], 'ZA00000042'],
  [[2, 3, 255, 255, 255, 255], 'CD94967295'],
])('invoice number of %j is %s', (bytes, number) => {
  expect(invoiceNumberOf(Uint8Array.from(bytes))).toBe(number);
  expect(number).toMatch(/^[A-Z]{2}\d{8}$/);
});

test.each([
  [[0, 7], '0007'],
  [[255, 255], '5535'],
])('random code of %j is %s', (bytes, code) => {
  expect(randomCodeOf(Uint8Array.from(bytes))).toBe(code);
});

test('too few bytes are refused', () => {
  expect(() => invoiceNumberOf(new Uint8Array(5))).toThrow(RangeError);
  expect(() => randomCodeOf(new Uint8Array(1))).toThrow(RangeError);
});

test.each([
  ['2026-11-25T16:30:05Z', '2026-11-26 00:30:05'],
  ['2026-01-01T00:00:00Z', '2026-01-01 08:00:00'],
])('provider time of %s is %s (Taiwan)', (iso, text) => {
  expect(providerTime(new Date(iso))).toBe(text);
});

test('an allowance number is 16 digits', () => {
  expect(allowanceNoOf(new Date('2026-11-25T16:30:05Z'), Uint8Array.from([107]))).toBe('2026112600300507');
});

test.each([
  ['/ABC1234', true],
  ['/0000000', false],
  ['168001', true],
  ['000', false],
  ['0168', true],
])('the sandbox knows %s: %s', (code, known) => {
  expect(sandboxKnows(code)).toBe(known);
});
