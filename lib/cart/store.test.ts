import type { CartLine } from './line';
import { CART_TTL_MS } from './rules';

/** A browser stand-in: localStorage and the storage event, enough for the store. */
function fakeWindow() {
  const data = new Map<string, string>();
  const handlers = new Set<(e: { key: string | null }) => void>();
  return {
    data,
    fireStorage: (key: string | null) => handlers.forEach((h) => h({ key })),
    window: {
      localStorage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => void data.set(k, v),
        removeItem: (k: string) => void data.delete(k),
      },
      addEventListener: (_: string, h: (e: { key: string | null }) => void) => handlers.add(h),
      removeEventListener: (_: string, h: (e: { key: string | null }) => void) => handlers.delete(h),
    },
  };
}

const line = (stockId: number, count = 1): CartLine => ({
  count,
  name: '',
  image: null,
  product: {
    name: '杯',
    id: stockId,
    nanoId: `p-${stockId}`,
    price: 300,
    activityPrice: 300,
    useCashbackRate: 0,
  },
  stock: { id: stockId, inStock: 5, price: 300, activityPrice: 300, childSpecs: [] },
  activity: null,
  isRemoved: false,
  lastCount: null,
});

let fake: ReturnType<typeof fakeWindow>;
let store: typeof import('./store');

beforeEach(async () => {
  jest.resetModules();
  fake = fakeWindow();
  Object.assign(globalThis, { window: fake.window });
  store = await import('./store');
  await store.cartReady();
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

test('lines are saved per shop with the time of the save', () => {
  const before = Date.now();
  store.addToCart(1, line(10, 2));
  store.addToCart(1, line(10, 1));
  const saved = JSON.parse(fake.data.get('cart:1')!);
  expect(saved.lines).toHaveLength(1);
  expect(saved.lines[0].count).toBe(3);
  expect(saved.savedAt).toBeGreaterThanOrEqual(before);
  expect(fake.data.has('cart:2')).toBe(false);
  expect(store.getCart(2)).toEqual([]);
});

test('a cart saved 14 days ago is reset on load', () => {
  fake.data.set('cart:1', JSON.stringify({ savedAt: Date.now() - CART_TTL_MS, lines: [line(10)] }));
  expect(store.getCart(1)).toEqual([]);
  expect(fake.data.has('cart:1')).toBe(false);
});

test('a cart saved less than 14 days ago is kept', () => {
  fake.data.set('cart:1', JSON.stringify({ savedAt: Date.now() - CART_TTL_MS + 60_000, lines: [line(10)] }));
  expect(store.getCart(1)).toHaveLength(1);
});

test('unreadable storage is an empty cart, not an error', () => {
  fake.data.set('cart:1', '{not json');
  expect(store.getCart(1)).toEqual([]);
  fake.data.set('cart:2', JSON.stringify({ savedAt: Date.now(), lines: [{ count: 'x' }] }));
  expect(store.getCart(2)).toEqual([]);
});

test('another tab’s save is picked up through the storage event', () => {
  const listener = jest.fn();
  const unsubscribe = store.subscribeCart(listener);
  expect(store.getCart(1)).toEqual([]);
  fake.data.set('cart:1', JSON.stringify({ savedAt: Date.now(), lines: [line(10, 4)] }));
  fake.fireStorage('cart:1');
  expect(listener).toHaveBeenCalled();
  expect(store.getCart(1)[0]!.count).toBe(4);
  unsubscribe();
});

test('count changes, removal and clearing are saved', () => {
  store.addToCart(1, line(10, 1));
  store.addToCart(1, line(11, 1));
  expect(store.setLineCount(1, 10, 9)).toBe('抱歉，本商品最多可購買5件');
  expect(store.getCart(1)[0]!.count).toBe(5);
  store.removeCartLine(1, 11);
  expect(JSON.parse(fake.data.get('cart:1')!).lines.map((l: CartLine) => l.stock.id)).toEqual([10]);
  store.clearCart(1);
  expect(store.getCart(1)).toEqual([]);
});

test('the lines an order bought are removed and the rest kept', () => {
  store.addToCart(1, line(10, 2));
  store.addToCart(1, line(11, 1));
  store.addToCart(1, line(12, 3));
  store.addToCart(2, line(10, 1));
  store.removeLines(1, [10, 12, 99]);
  expect(JSON.parse(fake.data.get('cart:1')!).lines.map((l: CartLine) => l.stock.id)).toEqual([11]);
  expect(store.getCart(2)).toHaveLength(1);
});

describe('before the cart’s schema has loaded', () => {
  beforeEach(async () => {
    jest.resetModules();
    store = await import('./store');
  });

  test('the cart is not known yet, then read', async () => {
    fake.data.set('cart:1', JSON.stringify({ savedAt: Date.now(), lines: [line(10, 2)] }));
    const listener = jest.fn();
    const unsubscribe = store.subscribeCart(listener);
    expect(store.readCart(1)).toBeNull();
    await store.cartReady();
    expect(listener).toHaveBeenCalled();
    expect(store.readCart(1)).toEqual([line(10, 2)]);
    unsubscribe();
  });

  test('with nothing stored the cart is empty at once, and an addition is saved at once', () => {
    expect(store.readCart(1)).toEqual([]);
    store.addToCart(1, line(10, 1));
    expect(JSON.parse(fake.data.get('cart:1')!).lines).toHaveLength(1);
  });

  test('an addition waits for the stored lines instead of replacing them', async () => {
    fake.data.set('cart:1', JSON.stringify({ savedAt: Date.now(), lines: [line(10, 2)] }));
    store.addToCart(1, line(11, 1));
    await store.cartReady();
    expect(store.getCart(1).map((l) => l.stock.id)).toEqual([10, 11]);
    expect(JSON.parse(fake.data.get('cart:1')!).lines).toHaveLength(2);
  });
});
