import { addressOf } from './address';

test.each([
  ['/product/p-wood-tray', { kind: 'product', nanoId: 'p-wood-tray' }],
  ['/product/p-wood-tray/extra', { kind: 'malformed' }],
  ['/product/p.x', { kind: 'malformed' }],
  ['/product', { kind: 'malformed' }],
  ['/page/about', { kind: 'page', key: 'about' }],
  ['/page/home', { kind: 'malformed' }],
  ['/page/a%20b', { kind: 'malformed' }],
  ['/productList/all', { kind: 'list', type: 'all', nanoId: undefined, page: 1 }],
  ['/productList/all/~3', { kind: 'list', type: 'all', nanoId: undefined, page: 3 }],
  ['/productList/all/c-tops', { kind: 'malformed' }],
  ['/productList/category/c-tops', { kind: 'list', type: 'category', nanoId: 'c-tops', page: 1 }],
  ['/productList/activity/a-1/~2', { kind: 'list', type: 'activity', nanoId: 'a-1', page: 2 }],
  ['/productList/group/g-1', { kind: 'list', type: 'group', nanoId: 'g-1', page: 1 }],
  ['/productList/category', { kind: 'malformed' }],
  ['/productList/category/a/b', { kind: 'malformed' }],
  ['/productList/brand/x', { kind: 'malformed' }],
  ['/productList', { kind: 'malformed' }],
  ['/productList/search/name/tee', { kind: 'other' }],
  ['/', { kind: 'other' }],
  ['/cart', { kind: 'other' }],
  ['/order/check/12', { kind: 'other' }],
])('%s names %j', (path, expected) => {
  expect(addressOf(path)).toEqual(expected);
});
