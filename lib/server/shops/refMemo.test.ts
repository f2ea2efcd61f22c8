import { RefMemo } from './refMemo';

describe('RefMemo', () => {
  test.each([
    ['within its lifetime', 999, 'a'],
    ['at the end of its lifetime', 1_000, undefined],
    ['after its lifetime', 5_000, undefined],
  ])('a value read %s', (_when, at, expected) => {
    const memo = new RefMemo<string>(10, 1_000);
    memo.set(1, 'a', 0);
    expect(memo.get(1, at)).toBe(expected);
  });

  test('an unknown key is undefined', () => {
    expect(new RefMemo<string>(10, 1_000).get(7, 0)).toBeUndefined();
  });

  test('holds at most max values, forgetting the least recently used', () => {
    const memo = new RefMemo<string>(2, 1_000);
    memo.set(1, 'a', 0);
    memo.set(2, 'b', 0);
    expect(memo.get(1, 1)).toBe('a'); // 2 is now the least recently used
    memo.set(3, 'c', 2);
    expect(memo.size).toBe(2);
    expect(memo.get(2, 3)).toBeUndefined();
    expect(memo.get(1, 3)).toBe('a');
    expect(memo.get(3, 3)).toBe('c');
  });

  test('an expired value is dropped when read', () => {
    const memo = new RefMemo<string>(10, 1_000);
    memo.set(1, 'a', 0);
    memo.get(1, 2_000);
    expect(memo.size).toBe(0);
  });

  test('setting again renews the lifetime', () => {
    const memo = new RefMemo<string>(10, 1_000);
    memo.set(1, 'a', 0);
    memo.set(1, 'b', 900);
    expect(memo.get(1, 1_500)).toBe('b');
  });
});
