import { listsChange } from './cacheScope';
import type { ConsoleProduct } from '@/lib/console/contract/products';

const product: ConsoleProduct = {
  id: 1,
  nanoId: 'abc',
  version: 0,
  name: '茶',
  description: '',
  pictures: ['/a.png'],
  price: 500,
  activityPrice: null,
  categoryIds: [1, 2],
  activityId: null,
  isPublic: true,
  order: 0,
  useCashbackRate: 0,
  purchaseLimit: null,
  specs: { levels: [], cells: [{ keys: [], price: 500, activityPrice: null, stock: 3 }] },
};

test.each<[string, Partial<ConsoleProduct>, boolean]>([
  ['description', { description: '新的介紹' }, false],
  ['pictures', { pictures: ['/b.png', '/a.png'] }, false],
  [
    'stock',
    { specs: { levels: [], cells: [{ keys: [], price: 500, activityPrice: null, stock: 0 }] } },
    false,
  ],
  ['cashback and limit', { useCashbackRate: 0.2, purchaseLimit: 2 }, false],
  ['the same categories in another order', { categoryIds: [2, 1] }, false],
  ['hidden', { isPublic: false }, true],
  ['another category', { categoryIds: [1] }, true],
  ['an activity', { activityId: 4 }, true],
  ['another place in the order', { order: 5 }, true],
  ['renamed (searches)', { name: '綠茶' }, true],
  ['repriced (pages sorted by price)', { price: 450 }, true],
  ['an activity price', { activityPrice: 400 }, true],
])('%s: lists change %s', (_, change, expected) => {
  expect(listsChange(product, { ...product, ...change })).toBe(expected);
});
