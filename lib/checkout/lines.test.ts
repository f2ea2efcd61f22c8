import type { OrderItem } from '@/lib/api/contract';
import { LOW_STOCK_NOTICE } from '@/lib/cart/rules';
import { checkoutLineGroups } from './lines';
import { cartLine } from './testFixtures';

const item = (stockId: number, over: Partial<OrderItem> = {}): OrderItem => ({
  stockId,
  productId: stockId * 10,
  nanoId: `p-${stockId}`,
  name: `商品 ${stockId}`,
  specName: '',
  image: null,
  quantity: 1,
  price: 450,
  originPrice: 450,
  subtotal: 450,
  useCashbackRate: 0.2,
  activity: null,
  ...over,
});

const sale = { id: 9, name: '週年慶', enable: true };

/** Each group as its title and its lines as "stock quantity×price=subtotal (was) notice". */
const shown = (groups: ReturnType<typeof checkoutLineGroups>) =>
  groups.map((g) => [
    g.title,
    ...g.rows.map((r) =>
      [`${r.stockId} ${r.quantity}×${r.price}=${r.subtotal}`, r.was && `(${r.was})`, r.notice]
        .filter(Boolean)
        .join(' '),
    ),
  ]);

test('before the first answer: the cart lines that can be bought, at the cart’s prices', () => {
  const cart = [
    cartLine(1, { count: 2, activity: sale }),
    cartLine(2, { isRemoved: true }),
    cartLine(3, { count: 3, lastCount: 5 }),
  ];
  expect(shown(checkoutLineGroups(cart, null))).toEqual([
    [null, `3 3×400=1200 (500) ${LOW_STOCK_NOTICE}`],
    ['週年慶', '1 2×400=800 (500)'],
  ]);
});

test('once answered: the server’s lines and prices, with the cart’s notices', () => {
  const cart = [cartLine(1, { count: 2 }), cartLine(3, { count: 3, lastCount: 5 })];
  const items = [
    item(1, {
      quantity: 2,
      price: 380,
      originPrice: 500,
      subtotal: 760,
      activity: { id: 9, name: '週年慶' },
    }),
    item(3, { quantity: 3, subtotal: 1350 }),
    // A line the cart no longer holds has nothing to add.
    item(4),
  ];
  expect(shown(checkoutLineGroups(cart, items))).toEqual([
    [null, `3 3×450=1350 ${LOW_STOCK_NOTICE}`, '4 1×450=450'],
    ['週年慶', '1 2×380=760 (500)'],
  ]);
});

test('the server’s cashback rate is the one listed', () => {
  const [group] = checkoutLineGroups([cartLine(1)], [item(1, { useCashbackRate: 0.3 })]);
  expect(group!.rows[0]!.cashbackRate).toBe(0.3);
});

test('no lines, no groups', () => {
  expect(checkoutLineGroups([], [])).toEqual([]);
  expect(checkoutLineGroups([], null)).toEqual([]);
});
