import { cashbackLabel } from './cashback';

test.each([
  [0, '此商品不可使用回饋金折抵'],
  [-0.1, '此商品不可使用回饋金折抵'],
  [Number.NaN, '此商品不可使用回饋金折抵'],
  [0.1, '回饋金最高可折抵 10%'],
  [0.25, '回饋金最高可折抵 25%'],
  [0.125, '回饋金最高可折抵 12.5%'],
  [1, '回饋金最高可折抵 100%'],
])('rate %p → %s', (rate, label) => expect(cashbackLabel(rate)).toBe(label));
