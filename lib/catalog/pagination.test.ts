import { pageWindow, parsePage } from './pagination';

test.each([
  [1, 1, []],
  [1, 3, [1, 2, 3]],
  [1, 10, [1, 2, 3, 'gap', 10]],
  [5, 10, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]],
  [10, 10, [1, 'gap', 8, 9, 10]],
  [4, 7, [1, 2, 3, 4, 5, 6, 7]],
])('page %i of %i → %j', (current, total, expected) => expect(pageWindow(current, total)).toEqual(expected));

test.each([
  [undefined, 1],
  ['3', 3],
  ['0', 1],
  ['-2', 1],
  ['2.5', 1],
  ['abc', 1],
  [['4', '5'], 4],
])('parsePage(%p) → %i', (value, expected) => expect(parsePage(value)).toBe(expected));
