import { pageFromSegments, pageIntoPath } from './pageSegment';

const into = (path: string, query: string) => {
  const out = pageIntoPath(path, new URLSearchParams(query));
  return [out.pathname, out.search.toString()];
};

test.each([
  ['/productList/all', 'page=2', '/productList/all/~2', ''],
  ['/productList/category/c-tops', 'page=3&utm_source=x', '/productList/category/c-tops/~3', 'utm_source=x'],
  ['/productList/search/name/%E4%BA%9E', 'page=2', '/productList/search/name/%E4%BA%9E/~2', ''],
  ['/productList/all', 'page=1', '/productList/all', ''],
  ['/productList/all', 'page=abc', '/productList/all', ''],
  ['/productList/all/', 'page=2', '/productList/all/~2', ''],
  ['/productList/all', 'sort=x', '/productList/all', 'sort=x'],
  ['/product/p-1', 'page=2', '/product/p-1', 'page=2'],
  ['/', 'page=2', '/', 'page=2'],
])('%s?%s → %s ? %s', (path, query, pathname, search) =>
  expect(into(path, query)).toEqual([pathname, search]),
);

test.each([
  [undefined, [], 1],
  [['c-tops'], ['c-tops'], 1],
  [['c-tops', '~3'], ['c-tops'], 3],
  [['~2'], [], 2],
  [['~0'], [], 1],
  [['~x'], [], 1],
  [['page'], ['page'], 1],
])('segments %j → %j, page %i', (segments, rest, page) =>
  expect(pageFromSegments(segments)).toEqual({ segments: rest, page }),
);
