import { pageCount, PRODUCTS_PER_PAGE, visibleProducts } from './productList';

type P = { id: string; isPublic: boolean; isRemove: boolean; order: number };
const p = (id: string, order: number, isPublic = true, isRemove = false): P => ({
  id,
  order,
  isPublic,
  isRemove,
});
const ids = (list: P[]) => list.map((x) => x.id);

test.each([
  ['sorted by order ascending', [p('c', 3), p('a', 1), p('b', 2)], undefined, ['a', 'b', 'c']],
  ['non-public dropped', [p('a', 1), p('hidden', 2, false)], undefined, ['a']],
  ['removed dropped', [p('a', 1), p('gone', 2, true, true), p('gone2', 0, false, true)], undefined, ['a']],
  [
    'at most 8 by default, taken after sorting and filtering',
    [p('x', 0, false), ...Array.from({ length: 10 }, (_, i) => p(`p${9 - i}`, 9 - i))],
    undefined,
    ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'],
  ],
  ['a custom limit', [p('a', 1), p('b', 2), p('c', 3)], 2, ['a', 'b']],
  ['equal orders keep list order', [p('b', 1), p('a', 1)], undefined, ['b', 'a']],
  ['empty', [], undefined, []],
])('visibleProducts: %s', (_case, list, limit, expected) =>
  expect(ids(visibleProducts(list, limit))).toEqual(expected),
);

test('the input list is not reordered', () => {
  const list = [p('b', 2), p('a', 1)];
  visibleProducts(list);
  expect(ids(list)).toEqual(['b', 'a']);
});

test.each([
  [0, 20, 1],
  [1, 20, 1],
  [20, 20, 1],
  [21, 20, 2],
  [45, 20, 3],
  [5, 0, 1],
  [Number.NaN, 20, 1],
])('pageCount(%p, %p) = %p', (total, perPage, expected) => expect(pageCount(total, perPage)).toBe(expected));

test('20 products per page', () => expect(PRODUCTS_PER_PAGE).toBe(20));
