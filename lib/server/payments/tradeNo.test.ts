import { MAX_ATTEMPTS, TRADE_NO, tradeNumber } from './tradeNo';

describe('tradeNumber', () => {
  it.each([
    ['2026112300000042', 1, '2026112300000042P1'],
    ['2026112300000042', 12, '2026112300000042P12'],
    ['2026112300000042', MAX_ATTEMPTS, '2026112300000042P99'],
  ])('%s try %i → %s, at most 20 letters and digits', (orderNo, n, expected) => {
    const no = tradeNumber(orderNo, n);
    expect(no).toBe(expected);
    expect(no.length).toBeLessThanOrEqual(20);
    expect(no).toMatch(/^[A-Za-z0-9]+$/);
    expect(no).toMatch(TRADE_NO);
  });

  it.each([0, -1, 1.5, MAX_ATTEMPTS + 1])('refuses attempt %s', (n) => {
    expect(() => tradeNumber('2026112300000042', n)).toThrow(RangeError);
  });
});
