import type { StockWithProduct } from '@/lib/api/contract';
import { fail } from '@/lib/api/result';
import type { CartLine } from './line';

jest.mock('@/lib/api/catalog', () => ({ getStocks: jest.fn() }));
jest.mock('@/lib/ui/toast', () => ({ toast: jest.fn() }));

const line: CartLine = {
  count: 4,
  name: '',
  image: null,
  product: { name: '杯', id: 1, nanoId: 'p-1', price: 300, activityPrice: 300, useCashbackRate: 0 },
  stock: { id: 10, inStock: 5, price: 300, activityPrice: 300, childSpecs: [] },
  activity: null,
  isRemoved: false,
  lastCount: null,
};

let getStocks: jest.Mock;
let toast: jest.Mock;
let store: typeof import('./store');
let refreshCart: typeof import('./refresh').refreshCart;

beforeEach(async () => {
  jest.resetModules();
  const data = new Map<string, string>();
  Object.assign(globalThis, {
    window: {
      localStorage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => void data.set(k, v),
        removeItem: (k: string) => void data.delete(k),
      },
    },
  });
  getStocks = (await import('@/lib/api/catalog')).getStocks as jest.Mock;
  toast = (await import('@/lib/ui/toast')).toast as jest.Mock;
  store = await import('./store');
  refreshCart = (await import('./refresh')).refreshCart;
  store.saveCart(1, [line]);
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

test('a failed refresh keeps the lines exactly and shows the server’s message', async () => {
  getStocks.mockResolvedValue(fail({ msg: '伺服器忙碌中', status: 503, code: 'unavailable', retryAfter: 5 }));
  await refreshCart(1);
  expect(store.getCart(1)).toEqual([line]);
  expect(toast).toHaveBeenCalledWith('伺服器忙碌中');
});

test('a successful refresh applies the server’s stock', async () => {
  const fresh = {
    id: 10,
    stock: 2,
    price: 300,
    activityPrice: 280,
    EcommerceProductChildSpecs: [],
    EcommerceProduct: {
      ...line.product,
      MainImage: null,
      Image: null,
      order: 1,
      isPublic: true,
      isRemove: false,
      EcommerceActivityId: null,
      EcommerceActivity: null,
      totalStock: 2,
      purchaseLimit: null,
      activityPrice: 280,
    },
  } as StockWithProduct;
  getStocks.mockResolvedValue([[fresh], null]);
  await refreshCart(1);
  expect(getStocks).toHaveBeenCalledWith(1, [10]);
  expect(store.getCart(1)[0]).toMatchObject({
    count: 2,
    lastCount: 4,
    stock: { inStock: 2, activityPrice: 280 },
  });
});

test('refreshes are not repeated within seconds unless forced', async () => {
  getStocks.mockResolvedValue([[], null]);
  await refreshCart(1);
  await refreshCart(1);
  expect(getStocks).toHaveBeenCalledTimes(1);
  await refreshCart(1, { force: true });
  expect(getStocks).toHaveBeenCalledTimes(2);
});

test('an empty cart asks nothing', async () => {
  store.clearCart(1);
  await refreshCart(1);
  expect(getStocks).not.toHaveBeenCalled();
});
