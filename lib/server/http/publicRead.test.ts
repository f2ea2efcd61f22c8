/** @jest-environment node */
import { PUBLIC_READ_SECONDS, publicRead } from './publicRead';

const handler = (status: number, body: unknown) => async () => Response.json(body, { status });
const get = (headers: Record<string, string> = {}) => new Request('http://shop.test/x', { headers });

describe('publicRead', () => {
  it('tags an answer and lets shared caches keep it for a short while', async () => {
    const res = await publicRead(handler(200, { a: 1 }))(get(), {});
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${PUBLIC_READ_SECONDS}`);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(await res.json()).toEqual({ a: 1 });
  });

  it('answers 304 without a body to a client that holds the same answer, 200 once it changed', async () => {
    const first = await publicRead(handler(200, { a: 1 }))(get(), {});
    const etag = first.headers.get('etag')!;
    const again = await publicRead(handler(200, { a: 1 }))(get({ 'if-none-match': etag }), {});
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const changed = await publicRead(handler(200, { a: 2 }))(get({ 'if-none-match': etag }), {});
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('makes stock reads revalidate on every use', async () => {
    const res = await publicRead(handler(200, []), { shared: false })(get(), {});
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('leaves errors as they are', async () => {
    const res = await publicRead(handler(404, { msg: '找不到商品' }))(get(), {});
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('cache-control')).toBeNull();
  });
});
