import { changeOf, MAX_STOCK_FLIPS, mergeFlips, stockChangeOf } from './change';

test('a change names its shops, its hosts and their cache tags once each', () => {
  expect(changeOf([3, 1, 3], ['Tea.localhost', 'tea.localhost', 'a.example.com'])).toEqual({
    shops: [1, 3],
    hosts: ['a.example.com', 'tea.localhost'],
    tags: ['shop:1', 'shop:3', 'domain:a.example.com', 'domain:tea.localhost'],
  });
});

describe('a change of stock', () => {
  const hosts = ['Tea.localhost'];
  test.each([
    {
      why: 'nothing flipped: no change at all',
      flips: { products: [], listed: [] },
      change: null,
    },
    {
      why: 'a spec sold out, the product still on sale: its own read only',
      flips: { products: ['p-a'], listed: [] },
      change: {
        shops: [2],
        hosts: ['tea.localhost'],
        tags: ['shop:2:product:p-a'],
        stock: { products: ['p-a'], listed: [] },
      },
    },
    {
      why: 'a product sold out: its read and the lists that show its card',
      flips: { products: ['p-b', 'p-a'], listed: ['p-b'] },
      change: {
        shops: [2],
        hosts: ['tea.localhost'],
        tags: ['shop:2:product:p-a', 'shop:2:product:p-b', 'shop:2:product-lists'],
        stock: { products: ['p-a', 'p-b'], listed: ['p-b'] },
      },
    },
    {
      why: 'a listed product is always a product whose page changed too',
      flips: { products: [], listed: ['p-c', 'p-c'] },
      change: {
        shops: [2],
        hosts: ['tea.localhost'],
        tags: ['shop:2:product:p-c', 'shop:2:product-lists'],
        stock: { products: ['p-c'], listed: ['p-c'] },
      },
    },
  ])('$why', ({ flips, change }) => {
    expect(stockChangeOf(2, hosts, flips)).toEqual(change);
  });

  test('too many products at once: the whole shop, as an operator change would', () => {
    const many = Array.from({ length: MAX_STOCK_FLIPS + 1 }, (_, i) => `p-${i}`);
    expect(stockChangeOf(2, hosts, { products: many, listed: [] })).toEqual(changeOf([2], hosts));
  });
});

test('flips merge into one set, each product once', () => {
  expect(
    mergeFlips({ products: ['b', 'a'], listed: ['a'] }, { products: ['a', 'c'], listed: ['c'] }),
  ).toEqual({ products: ['a', 'b', 'c'], listed: ['a', 'c'] });
});
