import { nulPath } from './nul';

describe('nulPath', () => {
  test('finds a NUL in a string, a nested value or a key, and names where', () => {
    expect(nulPath('a\u0000b')).toEqual([]);
    expect(nulPath({ checkoutInfos: [{ receiver: '王\u0000' }] })).toEqual(['checkoutInfos', 0, 'receiver']);
    expect(nulPath({ custom: { 'line\u0000id': 'x' } })).toEqual(['custom', 'line\u0000id']);
  });

  test('passes values without one, whatever their shape', () => {
    expect(nulPath({ name: '王小明', n: 1, ok: true, none: null, list: ['a', 2] })).toBeNull();
    expect(nulPath('%00 written out is not one')).toBeNull();
  });

  // No timing here: on a shared machine a clock proves nothing (cost belongs in the bench scripts).
  test('walks bodies nested deeper than the call stack, and says where', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(nulPath(deep)).toHaveLength(100_000);
    expect(nulPath(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toBeNull();
  });
});
