import { truncateName } from './truncate';

test.each([
  ['short name kept', '咖啡豆', undefined, '咖啡豆'],
  ['exactly 10 characters kept', '一二三四五六七八九十', undefined, '一二三四五六七八九十'],
  ['12 characters → first 10 and ...', '一二三四五六七八九十壹貳', undefined, '一二三四五六七八九十...'],
  ['latin letters count the same', 'abcdefghijkl', undefined, 'abcdefghij...'],
  ['emoji are not split', '🍵🍵🍵🍵🍵🍵🍵🍵🍵🍵🍵', undefined, '🍵🍵🍵🍵🍵🍵🍵🍵🍵🍵...'],
  ['10 emoji (20 UTF-16 units) kept', '🍵'.repeat(10), undefined, '🍵'.repeat(10)],
  ['a custom maximum', '手沖咖啡器材', 4, '手沖咖啡...'],
  ['empty', '', undefined, ''],
])('truncateName: %s', (_case, name, max, expected) => expect(truncateName(name, max)).toBe(expected));
