import { BoundedStore } from './store.ts';

describe('BoundedStore', () => {
  const entry = (bytes: number) => ({
    status: 200,
    headers: {},
    body: Buffer.alloc(bytes),
    storedAt: 0,
    expiresAt: 1,
  });

  it('drops the least recently used entries to stay within its size', () => {
    const store = new BoundedStore(44_000);
    store.set('a', entry(3000));
    store.set('b', entry(3000));
    store.get('a');
    for (let i = 0; i < 9; i++) store.set(`c${i}`, entry(3000));
    expect(store.bytes).toBeLessThanOrEqual(44_000);
    expect(store.get('a')).toBeDefined();
    expect(store.get('b')).toBeUndefined();
  });

  it('refuses an entry that would take more than an eighth of it', () => {
    const store = new BoundedStore(40_000);
    expect(store.set('big', entry(10_000))).toBe(false);
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('counts a replaced entry once', () => {
    const store = new BoundedStore(40_000);
    store.set('a', entry(1000));
    store.set('a', entry(2000));
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(2000 + 2 + 1024);
  });
});
