import { bulkRequest, type BulkAction } from './bulkRequest';

const one = [{ id: 12, version: 3 }];
const fields = { categoryId: '5', stock: '8' };

describe('bulkRequest', () => {
  test.each<[string, BulkAction, typeof one, typeof fields, ReturnType<typeof bulkRequest>]>([
    ['publish', 'publish', one, fields, { ok: true, body: { action: 'publish', products: one } }],
    ['hide', 'hide', one, fields, { ok: true, body: { action: 'hide', products: one } }],
    [
      'to a category, the category only',
      'category',
      one,
      fields,
      { ok: true, body: { action: 'category', products: one, categoryId: 5 } },
    ],
    [
      'a stock, the stock only',
      'stock',
      one,
      fields,
      { ok: true, body: { action: 'stock', products: one, stock: 8 } },
    ],
    [
      'a stock of 0',
      'stock',
      one,
      { ...fields, stock: '0' },
      { ok: true, body: { action: 'stock', products: one, stock: 0 } },
    ],
    ['nothing ticked', 'publish', [], fields, { ok: false, problem: '請先勾選商品' }],
    [
      'nothing ticked comes before the stock',
      'stock',
      [],
      { ...fields, stock: '' },
      { ok: false, problem: '請先勾選商品' },
    ],
    ['an empty stock', 'stock', one, { ...fields, stock: '' }, { ok: false, problem: '請輸入庫存' }],
    ['a stock of spaces', 'stock', one, { ...fields, stock: '  ' }, { ok: false, problem: '請輸入庫存' }],
    [
      'an empty stock does not matter to another action',
      'hide',
      one,
      { ...fields, stock: '' },
      { ok: true, body: { action: 'hide', products: one } },
    ],
  ])('%s', (_, action, products, given, expected) => {
    expect(bulkRequest(action, products, given)).toEqual(expected);
  });
});
