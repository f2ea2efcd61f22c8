import { shipmentTradeNo } from './tradeNo';

test.each([
  ['2026112500000001', 1, '2026112500000001S1'],
  ['2026112500000001', 99, '2026112500000001S99'],
])('%s attempt %d is %s', (orderNo, attempt, expected) => {
  const no = shipmentTradeNo(orderNo, attempt);
  expect(no).toBe(expected);
  expect(no).toMatch(/^[A-Za-z0-9]{1,20}$/);
});

test.each([
  ['2026112500000001', 0],
  ['2026112500000001', 100],
  ['2026112500000001', 1.5],
  ['20261125000000011', 1],
  ['A026112500000001', 1],
])('%s attempt %d is refused', (orderNo, attempt) => {
  expect(() => shipmentTradeNo(orderNo, attempt)).toThrow(RangeError);
});
