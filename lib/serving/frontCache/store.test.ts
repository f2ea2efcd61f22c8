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

  it('keeps bodies that are views of a larger block as bytes of their own', () => {
    const store = new BoundedStore(40_000);
    const block = Buffer.alloc(65_536, 7);
    const body = block.subarray(100, 1100);
    const br = block.subarray(2000, 2500);
    store.set('a', { ...entry(0), body, br });
    const kept = store.get('a')!;
    for (const [bytes, from] of [
      [kept.body, body],
      [kept.br!, br],
    ] as const) {
      expect(bytes.buffer.byteLength).toBe(bytes.length);
      expect(bytes.equals(from)).toBe(true);
    }
  });
});
