import { cashbackRateLabel } from './cashback';

test.each([
  [0, '不可使用回饋金'],
  [-0.2, '不可使用回饋金'],
  [Number.NaN, '不可使用回饋金'],
  [0.1, '回饋金可折抵 10%'],
  [0.15, '回饋金可折抵 15%'],
  [0.125, '回饋金可折抵 12.5%'],
  [1, '回饋金可折抵 100%'],
])('rate %p → %s', (rate, label) => expect(cashbackRateLabel(rate)).toBe(label));
