import { decodeChange, NANO_ID } from './payload.ts';

const change = { shops: [2], hosts: ['tea.localhost'], tags: ['shop:2', 'domain:tea.localhost'] };
const stockChange = {
  shops: [2],
  hosts: ['tea.localhost'],
  tags: ['shop:2:product:p-a', 'shop:2:product:p-b', 'shop:2:product-lists'],
  stock: { products: ['p-a', 'p-b'], listed: ['p-b'] },
};
const message = (value: object) => JSON.stringify({ ...value, from: 'p1' });

it('reads a change and its sender', () => {
  expect(decodeChange(message(change))).toEqual({ change, from: 'p1' });
});

it('reads a change of stock with the products that flipped', () => {
  expect(decodeChange(message(stockChange))).toEqual({ change: stockChange, from: 'p1' });
});

it('refuses what is not a change', () => {
  expect(decodeChange('not json')).toBeNull();
  expect(decodeChange('null')).toBeNull();
  expect(decodeChange(message({ ...change, shops: ['2'] }))).toBeNull();
  expect(decodeChange(message({ ...change, hosts: [3] }))).toBeNull();
  expect(decodeChange(message({ ...change, tags: [''] }))).toBeNull();
  expect(decodeChange(JSON.stringify(change))).toBeNull();
});

it.each([
  ['flips that are not an object', 'p-a'],
  ['flips as a list', [['p-a']]],
  ['no products', { products: [], listed: [] }],
  ['products missing', { listed: [] }],
  ['listed missing', { products: ['p-a'] }],
  ['a listed product not among the products', { products: ['p-a'], listed: ['p-b'] }],
  ['a nanoId with a slash', { products: ['p-a/../x'], listed: [] }],
  ['an empty nanoId', { products: [''], listed: [] }],
  ['a nanoId too long', { products: ['p'.repeat(65)], listed: [] }],
  ['a number for a nanoId', { products: [7], listed: [] }],
  ['a field more', { products: ['p-a'], listed: [], everything: true }],
])('refuses a change of stock with %s', (_, stock) => {
  expect(decodeChange(message({ ...stockChange, stock }))).toBeNull();
});

it('refuses a change of stock that names more than one shop', () => {
  expect(decodeChange(message({ ...stockChange, shops: [2, 3] }))).toBeNull();
});

it('takes exactly the nanoIds the shop API takes', async () => {
  const { NanoIdSchema } = await import('../../api/contract/common');
  for (const candidate of ['p-a', 'A_9', 'x'.repeat(64), 'x'.repeat(65), '', 'a b', 'a/b', 'ü', 'a.b'])
    expect(NANO_ID.test(candidate)).toBe(NanoIdSchema.safeParse(candidate).success);
});
