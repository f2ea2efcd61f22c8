import { productFilterQuery } from './listQuery';

test.each<[string, Parameters<typeof productFilterQuery>[0], string]>([
  ['nothing', {}, ''],
  ['the first page is the default', { page: 1 }, ''],
  [
    'search and filters',
    { q: '茶 杯', category: 3, visibility: 'hidden', soldOut: '1', page: 2 },
    '?q=%E8%8C%B6+%E6%9D%AF&category=3&visibility=hidden&soldOut=1&page=2',
  ],
  ['empty search left out', { q: '', activity: 4 }, '?activity=4'],
])('%s', (_, filter, query) => {
  expect(productFilterQuery(filter)).toBe(query);
});
