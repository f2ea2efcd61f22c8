import { addSearchTerm, saveSearchHistory, SEARCH_HISTORY_LIMIT } from './history';
import { loadSearchHistory } from './storedHistory';

test('the limit is 5', () => expect(SEARCH_HISTORY_LIMIT).toBe(5));

test.each([
  ['first term', [], '咖啡', ['咖啡']],
  ['newest first', ['茶'], '咖啡', ['咖啡', '茶']],
  ['trimmed', ['茶'], '  咖啡 ', ['咖啡', '茶']],
  ['a repeated term moves to the front, once', ['茶', '咖啡', '濾杯'], '咖啡', ['咖啡', '茶', '濾杯']],
  ['a repeated term with spaces is the same term', ['茶', '咖啡'], ' 咖啡', ['咖啡', '茶']],
  ['blank ignored', ['茶'], '   ', ['茶']],
  ['empty ignored', ['茶'], '', ['茶']],
  ['at most 5: the oldest is dropped', ['e', 'd', 'c', 'b', 'a'], 'f', ['f', 'e', 'd', 'c', 'b']],
  ['a repeat at the limit drops nothing else', ['e', 'd', 'c', 'b', 'a'], 'a', ['a', 'e', 'd', 'c', 'b']],
])('addSearchTerm: %s', (_case, history, term, expected) =>
  expect(addSearchTerm(history, term)).toEqual(expected),
);

test('a blank term returns the same history', () => {
  const history = ['茶'];
  expect(addSearchTerm(history, ' ')).toBe(history);
});

test('the input history is not changed', () => {
  const history = ['茶'];
  addSearchTerm(history, '咖啡');
  expect(history).toEqual(['茶']);
});

describe('browser storage', () => {
  let store: Map<string, string>;
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
  const g = globalThis as { window?: unknown };

  beforeEach(() => {
    store = new Map();
    g.window = { localStorage: storage };
  });
  afterEach(() => delete g.window);

  test('saved per shop and read back', () => {
    saveSearchHistory(1, ['咖啡', '茶']);
    saveSearchHistory(2, ['濾杯']);
    expect(store.get('searchHistory:1')).toBe('["咖啡","茶"]');
    expect(loadSearchHistory(1)).toEqual(['咖啡', '茶']);
    expect(loadSearchHistory(2)).toEqual(['濾杯']);
    expect(loadSearchHistory(3)).toEqual([]);
  });

  test.each([
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
    ['not a list of text', '[1,2]'],
  ])('corrupt storage (%s) reads as empty', (_case, raw) => {
    store.set('searchHistory:1', raw);
    expect(loadSearchHistory(1)).toEqual([]);
  });

  test('more than 5 stored terms read as the newest 5', () => {
    store.set('searchHistory:1', JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']));
    expect(loadSearchHistory(1)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  test('blocked storage reads as empty and saving does not throw', () => {
    g.window = {
      get localStorage(): never {
        throw new Error('SecurityError');
      },
    };
    expect(loadSearchHistory(1)).toEqual([]);
    expect(() => saveSearchHistory(1, ['咖啡'])).not.toThrow();
  });
});

test('server rendering (no window): empty, and saving is a no-op', () => {
  expect(loadSearchHistory(1)).toEqual([]);
  expect(() => saveSearchHistory(1, ['咖啡'])).not.toThrow();
});
