import type { StockWithProduct } from '@/lib/api/contract';
import type { CartLine } from './line';
import {
  canCheckout,
  CART_TTL_MS,
  cartCount,
  cartTotal,
  changeCount,
  groupByActivity,
  isExpired,
  lineNotice,
  LOW_STOCK_NOTICE,
  mergeLine,
  refreshLines,
  removeLine,
  REMOVED_NOTICE,
  stepperLimit,
} from './rules';

const activity = { id: 9, name: '秋日選物祭', enable: true };

function line(
  over: Partial<CartLine> & { stockId?: number; inStock?: number; productId?: number } = {},
): CartLine {
  const { stockId = 1, inStock = 10, productId = 100, ...rest } = over;
  return {
    count: 1,
    name: '白 / M',
    image: '/a.svg',
    product: {
      name: 'T恤',
      id: productId,
      nanoId: `p-${productId}`,
      price: 500,
      activityPrice: 400,
      useCashbackRate: 0.1,
    },
    stock: { id: stockId, inStock, price: 500, activityPrice: 400, childSpecs: [] },
    activity: null,
    isRemoved: false,
    lastCount: null,
    ...rest,
  };
}

function fresh(
  id: number,
  stock: number,
  over: Partial<StockWithProduct['EcommerceProduct']> = {},
): StockWithProduct {
  return {
    id,
    stock,
    price: 520,
    activityPrice: 450,
    EcommerceProductChildSpecs: [{ id: 7, name: '白', order: 0, EcommerceProductParentSpecId: 3 }],
    EcommerceProduct: {
      id: 100,
      nanoId: 'p-100',
      name: 'T恤（新版）',
      MainImage: { filename: '/new.svg' },
      Image: null,
      price: 520,
      activityPrice: 450,
      order: 1,
      isPublic: true,
      isRemove: false,
      useCashbackRate: 0.2,
      purchaseLimit: null,
      EcommerceActivityId: 9,
      EcommerceActivity: { ...activity, nanoId: 'a-9' },
      totalStock: stock,
      ...over,
    },
  };
}

describe('expiry', () => {
  const saved = 1_700_000_000_000;
  test.each([
    [0, false],
    [CART_TTL_MS - 1, false],
    [CART_TTL_MS, true],
    [CART_TTL_MS + 1, true],
  ])('%i ms after the last save → expired %p', (elapsed, expired) =>
    expect(isExpired(saved, saved + elapsed)).toBe(expired),
  );

  test('14 days is the rule', () => expect(CART_TTL_MS).toBe(14 * 24 * 3600 * 1000));
});

describe('mergeLine', () => {
  test('a new product or spec is a new line', () => {
    const a = line();
    expect(mergeLine([a], line({ name: '黑 / M', stockId: 2 })).lines).toHaveLength(2);
    expect(mergeLine([a], line({ productId: 200, stockId: 3 })).lines).toHaveLength(2);
  });

  test('the same product and spec name adds the counts', () => {
    const merged = mergeLine([line({ count: 2 })], line({ count: 3 })).lines;
    expect(merged).toHaveLength(1);
    expect(merged[0]!.count).toBe(5);
  });

  test('the sum never exceeds the stock', () => {
    expect(mergeLine([line({ count: 8 })], line({ count: 5, inStock: 10 })).lines[0]!.count).toBe(10);
  });

  test('the merged line takes the newer prices and stock', () => {
    const merged = mergeLine([line({ count: 1 })], {
      ...line({ count: 1, inStock: 4 }),
      stock: { ...line().stock, inStock: 4, activityPrice: 380 },
    }).lines;
    expect(merged[0]!.stock.activityPrice).toBe(380);
  });
});

describe('限購 in the cart', () => {
  const limited = (over: Parameters<typeof line>[0] = {}, limit: number | null = 3) => {
    const l = line(over);
    return { ...l, product: { ...l.product, purchaseLimit: limit } };
  };
  const warning = '「T恤」每筆訂單限購 3 件';

  test.each([
    // [in the cart (stock 1), added (stock 2, another spec), count of the added line, warning]
    [0, 2, 2, null],
    [1, 2, 2, null],
    [2, 2, 1, warning],
    [1, 5, 2, warning],
  ])('%i of the product held, %i of another spec added → %i added', (held, added, count, expected) => {
    const cart = held ? [limited({ count: held })] : [];
    const result = mergeLine(cart, limited({ stockId: 2, name: '黑 / M', count: added }));
    expect(result.lines.find((l) => l.stock.id === 2)?.count).toBe(count);
    expect(result.warning).toBe(expected);
  });

  test('a product already at its limit is not added again', () => {
    const cart = [limited({ count: 3 })];
    const result = mergeLine(cart, limited({ stockId: 2, name: '黑 / M', count: 1 }));
    expect(result.lines).toBe(cart);
    expect(result.warning).toBe(warning);
  });

  test('the same spec added again stops at the limit, the stock is not the warning', () => {
    const result = mergeLine([limited({ count: 2 })], limited({ count: 2 }));
    expect(result.lines[0]!.count).toBe(3);
    expect(result.warning).toBe(warning);
    expect(mergeLine([limited({ count: 8 })], limited({ count: 5 }, null)).warning).toBeNull();
  });

  test('a limit above the stock leaves the stock as the cap', () => {
    const result = mergeLine([], limited({ count: 9, inStock: 4 }, 6));
    expect(result.lines[0]!.count).toBe(4);
    expect(result.warning).toBeNull();
  });

  test.each([
    [1, 1, null],
    [2, 2, null],
    [5, 2, warning],
  ])('the stepper asking %i next to another spec holding 1 gives %i', (wanted, count, expected) => {
    const cart = [limited({ count: 1 }), limited({ stockId: 2, name: '黑 / M', count: 1 })];
    const result = changeCount(cart, 1, wanted);
    expect(result.lines[0]!.count).toBe(count);
    expect(result.warning).toBe(expected);
    expect(stepperLimit(cart, cart[0]!)).toBe(2);
  });

  test('a line over a limit set after it was added says so', () => {
    const cart = [limited({ count: 2 }), limited({ stockId: 2, name: '黑 / M', count: 2 })];
    expect(lineNotice(cart[0]!, cart)).toBe(warning);
    expect(lineNotice(cart[0]!, [cart[0]!])).toBeNull();
    // A cart kept before the limit existed has no limit on its lines until it is refreshed.
    expect(lineNotice(line({ count: 5 }), [line({ count: 5 })])).toBeNull();
  });

  test('refreshing a line brings the limit of its product', () => {
    const [refreshed] = refreshLines([line()], [fresh(1, 10, { purchaseLimit: 2 })]);
    expect(refreshed!.product.purchaseLimit).toBe(2);
  });
});

describe('changeCount', () => {
  test.each([
    [3, 3, null],
    [0, 1, null],
    [-2, 1, null],
    [12, 10, '抱歉，本商品最多可購買10件'],
    [Number.NaN, 1, null],
  ])('asking %p gives %i (warning %p)', (wanted, count, warning) => {
    const result = changeCount([line({ count: 2 }), line({ stockId: 2, count: 5 })], 1, wanted);
    expect(result.lines[0]!.count).toBe(count);
    expect(result.warning).toBe(warning);
    expect(result.lines[1]!.count).toBe(5);
  });

  test('a count set by the shopper forgets a capped count', () => {
    expect(changeCount([line({ count: 2, lastCount: 5 })], 1, 3).lines[0]!.lastCount).toBeNull();
  });
});

test('removeLine removes only that stock', () => {
  expect(removeLine([line(), line({ stockId: 2 })], 1).map((l) => l.stock.id)).toEqual([2]);
});

describe('refreshLines', () => {
  test('a stock that no longer exists flags the line removed and keeps it', () => {
    const [l] = refreshLines([line({ count: 2 })], []);
    expect(l!.isRemoved).toBe(true);
    expect(l!.count).toBe(2);
    expect(lineNotice(l!)).toBe(REMOVED_NOTICE);
  });

  test('prices, names, activity, image and stock are refreshed', () => {
    const [l] = refreshLines([line({ count: 2 })], [fresh(1, 8)]);
    expect(l).toMatchObject({
      count: 2,
      lastCount: null,
      isRemoved: false,
      image: '/new.svg',
      product: { name: 'T恤（新版）', price: 520, activityPrice: 450, useCashbackRate: 0.2 },
      stock: { id: 1, inStock: 8, price: 520, activityPrice: 450, childSpecs: [{ id: 7, name: '白' }] },
      activity,
    });
    expect(lineNotice(l!)).toBeNull();
  });

  test('a lowered stock caps the count and remembers the shopper’s count', () => {
    const [l] = refreshLines([line({ count: 5 })], [fresh(1, 3)]);
    expect(l!.count).toBe(3);
    expect(l!.lastCount).toBe(5);
    expect(lineNotice(l!)).toBe(LOW_STOCK_NOTICE);
  });

  test('a restored stock gives the remembered count back', () => {
    const capped = refreshLines([line({ count: 5 })], [fresh(1, 3)]);
    const partly = refreshLines(capped, [fresh(1, 4)]);
    expect(partly[0]).toMatchObject({ count: 4, lastCount: 5 });
    const restored = refreshLines(partly, [fresh(1, 9)]);
    expect(restored[0]).toMatchObject({ count: 5, lastCount: null });
    expect(lineNotice(restored[0]!)).toBeNull();
  });

  test('a stock of zero is insufficient and not counted, and keeps the count for later', () => {
    const [l] = refreshLines([line({ count: 2 })], [fresh(1, 0)]);
    expect(l!.count).toBe(2);
    expect(lineNotice(l!)).toBe(LOW_STOCK_NOTICE);
    expect(cartCount([l!])).toBe(0);
    expect(refreshLines([l!], [fresh(1, 5)])[0]!.count).toBe(2);
  });

  test('a removed line whose stock comes back is no longer removed', () => {
    expect(refreshLines([line({ isRemoved: true })], [fresh(1, 5)])[0]!.isRemoved).toBe(false);
  });

  test('an activity that ended leaves the line without one', () => {
    const [l] = refreshLines(
      [line({ activity })],
      [fresh(1, 5, { EcommerceActivity: null, EcommerceActivityId: null })],
    );
    expect(l!.activity).toBeNull();
  });

  test('lines added while the answer was on its way are left alone', () => {
    const lines = [line(), line({ stockId: 2 })];
    const out = refreshLines(lines, [fresh(1, 5)], new Set([1]));
    expect(out[1]).toBe(lines[1]);
    expect(out[1]!.isRemoved).toBe(false);
  });
});

describe('counts and totals', () => {
  const lines = [
    line({ stockId: 1, count: 2 }),
    line({ stockId: 2, isRemoved: true }),
    line({ stockId: 3, inStock: 0 }),
    line({ stockId: 4, count: 1, stock: { ...line().stock, id: 4, activityPrice: 250 } }),
  ];
  test('only lines not removed and with stock count', () => expect(cartCount(lines)).toBe(2));
  test('checkout needs at least one such line', () => {
    expect(canCheckout(lines)).toBe(true);
    expect(canCheckout([line({ isRemoved: true }), line({ stockId: 2, inStock: 0 })])).toBe(false);
    expect(canCheckout([])).toBe(false);
  });
  test('the total is what the shopper pays for the countable lines', () =>
    expect(cartTotal(lines)).toBe(2 * 400 + 250));
});

test('groups: no activity or removed first, unnamed; then one group per activity in order of appearance', () => {
  const other = { id: 5, name: '台灣好茶週', enable: true };
  const groups = groupByActivity([
    line({ stockId: 1, activity }),
    line({ stockId: 2 }),
    line({ stockId: 3, activity: other }),
    line({ stockId: 4, activity, isRemoved: true }),
    line({ stockId: 5, activity }),
  ]);
  expect(groups.map((g) => [g.title, g.lines.map((l) => l.stock.id)])).toEqual([
    [null, [2, 4]],
    ['秋日選物祭', [1, 5]],
    ['台灣好茶週', [3]],
  ]);
});

test('groups: a line whose activity no longer runs (ended, not started or off) is not grouped under it', () => {
  const ended = { ...activity, enable: false };
  const groups = groupByActivity([line({ stockId: 1, activity: ended }), line({ stockId: 2, activity })]);
  expect(groups.map((g) => [g.title, g.lines.map((l) => l.stock.id)])).toEqual([
    [null, [1]],
    ['秋日選物祭', [2]],
  ]);
});
