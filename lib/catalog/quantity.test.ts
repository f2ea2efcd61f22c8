import { canAddToCart, clampQuantity, maxQuantityWarning } from './quantity';

const warn5 = '抱歉，本商品最多可購買5件';

test.each([
  ['within stock', 3, 5, 3, null],
  ['exactly the stock', 5, 5, 5, null],
  ['1 is the minimum', 1, 5, 1, null],
  ['0 → 1', 0, 5, 1, null],
  ['negative → 1', -4, 5, 1, null],
  ['NaN → 1', Number.NaN, 5, 1, null],
  ['Infinity → 1', Number.POSITIVE_INFINITY, 5, 1, null],
  ['a fraction is dropped', 2.7, 5, 2, null],
  ['above stock is clamped and warned', 6, 5, 5, warn5],
  ['far above stock', 999, 5, 5, warn5],
  ['no stock: still 1, no warning', 3, 0, 1, null],
])('clampQuantity: %s', (_case, value, max, count, warning) =>
  expect(clampQuantity(value, max)).toEqual({ count, warning }),
);

test('maxQuantityWarning names the maximum', () =>
  expect(maxQuantityWarning(12)).toBe('抱歉，本商品最多可購買12件'));

test.each([
  ['count within stock', 2, { stock: 5 }, true],
  ['count equal to stock', 5, { stock: 5 }, true],
  ['count missing (null)', null, { stock: 5 }, false],
  ['count missing (undefined)', undefined, { stock: 5 }, false],
  ['stock missing (null)', 1, null, false],
  ['stock missing (undefined)', 1, undefined, false],
  ['stock at 0', 1, { stock: 0 }, false],
  ['negative stock', 1, { stock: -1 }, false],
  ['count 0', 0, { stock: 5 }, false],
  ['count above stock', 6, { stock: 5 }, false],
  ['count NaN', Number.NaN, { stock: 5 }, false],
])('canAddToCart: %s', (_case, count, stock, expected) => expect(canAddToCart(count, stock)).toBe(expected));
