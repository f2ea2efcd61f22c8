import { MemoryStore } from './memoryStore';

const entry = (lastModified = 1, tags = []) => ({ value: { kind: 'APP_PAGE' }, lastModified, tags });

describe('MemoryStore', () => {
  test('stays within its bound, dropping the least recently used first', () => {
    const store = new MemoryStore(1000);
    store.set('a', entry(), 100);
    store.set('b', entry(), 100);
    store.set('c', entry(), 100);
    store.get('a'); // a is now the most recently used
    for (let i = 0; i < 8; i++) store.set(`n${i}`, entry(), 100);
    expect(store.stats()).toEqual({ entries: 10, bytes: 1000, maxBytes: 1000 });
    const keys = () => [...store.entries.keys()];
    expect(keys()).not.toContain('b');
    expect(keys().slice(0, 2)).toEqual(['c', 'a']);
    store.set('m', entry(), 100);
    expect(keys()).not.toContain('c');
    expect(keys()).toContain('a');
  });

  test('an entry over an eighth of the bound is not kept, and the copy it replaces goes', () => {
    const store = new MemoryStore(8000);
    store.set('big', entry(), 500);
    expect(store.set('big', entry(), 1001)).toBe(false);
    expect(store.get('big')).toBeUndefined();
    expect(store.stats().bytes).toBe(0);
  });

  test('replacing an entry counts its new size only', () => {
    const store = new MemoryStore(1000);
    store.set('a', entry(), 100);
    store.set('a', entry(), 120);
    expect(store.stats()).toMatchObject({ entries: 1, bytes: 120 });
    store.delete('a');
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  test('a bound of 0 keeps nothing', () => {
    const store = new MemoryStore(0);
    expect(store.set('a', entry(), 1)).toBe(false);
    expect(store.stats().entries).toBe(0);
  });

  test('a tag expired after an entry was written refuses it; one expired before does not', () => {
    const store = new MemoryStore(1000);
    store.expireTags(['shop:1'], 100);
    expect(store.expiredSince(['shop:1', 'x'], 50)).toBe(true);
    expect(store.expiredSince(['shop:1'], 100)).toBe(false);
    expect(store.expiredSince(['shop:1'], 150)).toBe(false);
    expect(store.expiredSince(['shop:2'], 50)).toBe(false);
    // A later expiry wins; an earlier one never moves it back.
    store.expireTags(['shop:1'], 200);
    store.expireTags(['shop:1'], 120);
    expect(store.expiredSince(['shop:1'], 150)).toBe(true);
  });

  test('records of tags expired before every entry are dropped once they pile up', () => {
    const store = new MemoryStore(1_000_000);
    store.set('page', entry(10_000), 100);
    for (let i = 0; i < 5000; i++) store.expireTags([`old:${i}`], i);
    store.expireTags(['recent'], 20_000);
    expect(store.tagExpiry.size).toBeLessThan(1000);
    expect(store.expiredSince(['recent'], 10_000)).toBe(true);
    expect(store.expiredSince(['old:1', 'old:4999'], 10_000)).toBe(false);
  });
});
