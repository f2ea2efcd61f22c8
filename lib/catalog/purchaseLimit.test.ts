import { overLimitProduct, overPurchaseLimit, purchaseLimitText, stepperMax } from './purchaseLimit';

test('the texts name the limit and the product', () => {
  expect(purchaseLimitText(2)).toBe('每筆訂單限購 2 件');
  expect(overPurchaseLimit('粗陶飯碗', 2)).toBe('「粗陶飯碗」每筆訂單限購 2 件');
});

describe('stepperMax', () => {
  it.each([
    [10, null, 10],
    [10, 2, 2],
    [1, 2, 1],
    [0, 2, 0],
    [3, 3, 3],
  ])('stock %i, limit %s → %i', (stock, limit, expected) => {
    expect(stepperMax(stock, limit)).toBe(expected);
  });
});

describe('overLimitProduct', () => {
  const line = (productId: number, quantity: number, purchaseLimit: number | null) => ({
    productId,
    name: `商品${productId}`,
    quantity,
    purchaseLimit,
  });

  it.each([
    ['no lines', [], null],
    ['no limit', [line(1, 99, null)], null],
    ['exactly the limit', [line(1, 2, 2)], null],
    ['one over', [line(1, 3, 2)], { name: '商品1', limit: 2 }],
    ['two specs of one product together', [line(1, 2, 3), line(1, 2, 3)], { name: '商品1', limit: 3 }],
    ['two specs within the limit', [line(1, 1, 3), line(1, 2, 3)], null],
    ['another product over', [line(1, 1, 2), line(2, 5, 4)], { name: '商品2', limit: 4 }],
    ['limits are per product', [line(1, 2, 2), line(2, 2, 2)], null],
  ])('%s → %j', (_, lines, expected) => {
    expect(overLimitProduct(lines)).toEqual(expected);
  });
});
