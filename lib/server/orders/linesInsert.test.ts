import { linesInsert } from './linesInsert';

const line = { productId: 20, stockId: 73, quantity: 2, unitPrice: 590 };

test.each([
  [
    'one line',
    [line],
    'insert into "order_items" ("shop_id", "order_id", "product_id", "stock_id", "quantity", "unit_price") values (1, 7, 20, 73, 2, 590)',
  ],
  [
    'two lines',
    [line, { ...line, stockId: 74, quantity: 1 }],
    'insert into "order_items" ("shop_id", "order_id", "product_id", "stock_id", "quantity", "unit_price") values (1, 7, 20, 73, 2, 590), (1, 7, 20, 74, 1, 590)',
  ],
])('%s', (_, lines, text) => {
  expect(linesInsert(1, 7, lines)).toBe(text);
});

test.each([
  ['a price that is not an integer', [{ ...line, unitPrice: 5.5 }]],
  ['a quantity that is text', [{ ...line, quantity: '1) ; drop table x --' as unknown as number }]],
  ['no line', []],
])('%s is refused before anything is sent', (_, lines) => {
  expect(() => linesInsert(1, 7, lines)).toThrow();
});
