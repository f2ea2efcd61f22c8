import { isOpenUnpaid, openOrderRefusal, openOrdersMessage } from './openOrderLimit';

describe('isOpenUnpaid', () => {
  it.each([
    ['awaiting payment', 'unpaid', false, true],
    ['COD waiting to ship', 'processing', false, true],
    ['COD on its way', 'shipped', false, true],
    ['paid, waiting to ship', 'processing', true, false],
    ['paid and shipped', 'shipped', true, false],
    ['completed (COD collected)', 'completed', true, false],
    ['cancelled unpaid', 'cancelled', false, false],
  ] as const)('%s (%s, paid %s) → %s', (_, status, paid, expected) => {
    expect(isOpenUnpaid({ status, paid })).toBe(expected);
  });
});

describe('openOrderRefusal', () => {
  it.each([
    [0, 3, null],
    [2, 3, null],
    [3, 3, openOrdersMessage(3)],
    [5, 3, openOrdersMessage(3)],
    [0, 1, null],
    [1, 1, openOrdersMessage(1)],
    [19, 20, null],
  ])('%i open of at most %i → %s', (count, limit, expected) => {
    expect(openOrderRefusal(count, limit)).toBe(expected);
  });

  it('names the limit', () => {
    expect(openOrdersMessage(3)).toBe('您已有 3 筆未付款的訂單，請先完成付款或取消後再下單');
  });
});
