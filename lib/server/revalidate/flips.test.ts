import { flipsOfGivingBack, flipsOfTaking, type OrderStockRow } from './flips';

const row = (over: Partial<OrderStockRow>): OrderStockRow => ({
  nanoId: 'p-a',
  stockId: 1,
  stock: 5,
  removed: false,
  quantity: 1,
  productStock: 5,
  ...over,
});

describe('flipsOfTaking (read after the order is committed)', () => {
  test.each([
    { why: 'stock left everywhere: nothing flipped', rows: [row({})], flips: { products: [], listed: [] } },
    {
      why: 'the last unit of a product without specs: its page and its card',
      rows: [row({ stock: 0, productStock: 0 })],
      flips: { products: ['p-a'], listed: ['p-a'] },
    },
    {
      why: 'the last unit of one spec, others on sale: its page only',
      rows: [row({ stock: 0, productStock: 3 })],
      flips: { products: ['p-a'], listed: [] },
    },
    {
      why: 'the last units of two products, one line left alone',
      rows: [
        row({ nanoId: 'p-b', stockId: 2, stock: 0, productStock: 0 }),
        row({ nanoId: 'p-a', stockId: 1, stock: 0, productStock: 0 }),
        row({ nanoId: 'p-c', stockId: 3, stock: 4, productStock: 4 }),
      ],
      flips: { products: ['p-a', 'p-b'], listed: ['p-a', 'p-b'] },
    },
    {
      why: 'a spec taken off sale since: its page no longer shows it, the card still counts',
      rows: [row({ stock: 0, removed: true, productStock: 0 })],
      flips: { products: ['p-a'], listed: ['p-a'] },
    },
    {
      why: 'two specs of one product sold out: the product once',
      rows: [row({ stockId: 1, stock: 0, productStock: 0 }), row({ stockId: 2, stock: 0, productStock: 0 })],
      flips: { products: ['p-a'], listed: ['p-a'] },
    },
  ])('$why', ({ rows, flips }) => {
    expect(flipsOfTaking(rows)).toEqual(flips);
  });
});

describe('flipsOfGivingBack (read in the transaction that gave the stock back)', () => {
  test.each([
    {
      why: 'stock there before: nothing flipped',
      rows: [row({ stock: 3, quantity: 1 })],
      flips: { products: [], listed: [] },
    },
    {
      why: 'the spec was sold out: back on sale, its card may be too',
      rows: [row({ stock: 2, quantity: 2, productStock: 2 })],
      flips: { products: ['p-a'], listed: ['p-a'] },
    },
    {
      why: 'a spec back while another was on sale: its page, and its lists to be safe',
      rows: [row({ stock: 1, quantity: 1, productStock: 6 })],
      flips: { products: ['p-a'], listed: ['p-a'] },
    },
    {
      why: 'two lines of one spec count together',
      rows: [row({ stock: 3, quantity: 1 }), row({ stock: 3, quantity: 2 })],
      flips: { products: ['p-a'], listed: ['p-a'] },
    },
    {
      why: 'a spec off sale: shown nowhere',
      rows: [row({ stock: 1, quantity: 1, removed: true })],
      flips: { products: [], listed: [] },
    },
    {
      why: 'one product back, another still stocked',
      rows: [
        row({ nanoId: 'p-b', stockId: 2, stock: 1, quantity: 1 }),
        row({ nanoId: 'p-a', stockId: 1, stock: 9, quantity: 1 }),
      ],
      flips: { products: ['p-b'], listed: ['p-b'] },
    },
  ])('$why', ({ rows, flips }) => {
    expect(flipsOfGivingBack(rows)).toEqual(flips);
  });
});
