import { ownBytes } from './ownBytes.ts';

describe('ownBytes', () => {
  it('copies a view, and leaves a buffer that is its whole block as it is', () => {
    const whole = Buffer.allocUnsafeSlow(10);
    expect(ownBytes(whole)).toBe(whole);
    const view = Buffer.from('short');
    expect(view.buffer.byteLength).toBeGreaterThan(5); // Node's pool: a view of a shared block
    const own = ownBytes(view);
    expect(own.buffer.byteLength).toBe(5);
    expect(own.toString()).toBe('short');
  });
});
