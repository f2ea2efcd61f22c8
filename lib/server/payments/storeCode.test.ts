import { issuedStoreCodeInfo, readIssuedStoreCode } from './storeCode';

const at = new Date('2026-11-26T15:59:59Z');

describe('readIssuedStoreCode', () => {
  it.each([
    ['ECPay’s stage code (PaymentNo, String(14))', 'LLL22098722826', at, true],
    ['NewebPay’s longer CodeNo', 'LEN2611240000000000001', at, true],
    ['no code', undefined, at, false],
    ['an empty code', '', at, false],
    ['a code with a space', 'LLL 2209872282', at, false],
    ['a code with markup', '<b>LLL22</b>', at, false],
    ['too short to key in', 'L12', at, false],
    ['longer than any gateway issues', 'L'.repeat(31), at, false],
    ['no expiry', 'LLL22098722826', null, false],
  ])('%s', (_, code, expiresAt, taken) => {
    expect(readIssuedStoreCode({ code, expiresAt }) !== null).toBe(taken);
  });
});

describe('issuedStoreCodeInfo', () => {
  const issued = { code: 'LLL22098722826', expiresAt: at };
  it.each([
    ['the code’s expiry when the order is held longer', new Date('2026-11-27T00:00:00Z'), at],
    [
      'the order’s due time when it comes first',
      new Date('2026-11-25T15:59:59Z'),
      new Date('2026-11-25T15:59:59Z'),
    ],
    ['the code’s expiry when the order has no due time', null, at],
  ])('is due at %s', (_, orderDueAt, dueAt) => {
    expect(issuedStoreCodeInfo(issued, orderDueAt)).toEqual({
      code: issued.code,
      dueAt: dueAt.toISOString(),
    });
  });
});
