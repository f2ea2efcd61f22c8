import { moved } from './moved';

test.each<[number, -1 | 1, string[]]>([
  [1, -1, ['b', 'a', 'c']],
  [1, 1, ['a', 'c', 'b']],
  [0, 1, ['b', 'a', 'c']],
  [2, -1, ['a', 'c', 'b']],
])('moving item %i by %i', (index, by, after) => {
  expect(moved(['a', 'b', 'c'], index, by)).toEqual(after);
});
