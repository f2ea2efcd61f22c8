import { cashbackLabel, productCashbackNote } from './cashback';

test.each([
  [0, '此商品不可使用回饋金折抵'],
  [-0.1, '此商品不可使用回饋金折抵'],
  [Number.NaN, '此商品不可使用回饋金折抵'],
  [0.1, '回饋金最高可折抵 10%'],
  [0.25, '回饋金最高可折抵 25%'],
  [0.125, '回饋金最高可折抵 12.5%'],
  [1, '回饋金最高可折抵 100%'],
])('rate %p → %s', (rate, label) => expect(cashbackLabel(rate)).toBe(label));

test.each([
  [true, 0.1, '回饋金最高可折抵 10%'],
  [true, 0, '此商品不可使用回饋金折抵'],
  [false, 0.1, null],
  [false, 0, null],
])('a shop with cashback on: %p, rate %p → %p', (on, rate, note) =>
  expect(productCashbackNote(on, rate)).toBe(note),
);
