import { DomainError } from './errors';
import { BODY_INTERRUPTED, BODY_TOO_LARGE, declaredTooLarge, readBody } from './body';
import { errorResponse } from '../http/respond';

describe('declaredTooLarge', () => {
  test.each([
    [null, false],
    ['', false],
    ['0', false],
    ['1024', false],
    ['1025', true],
    ['209715200', true],
    ['not a number', false],
  ])('Content-Length %p over 1 KB: %p', (declared, refused) => {
    expect(declaredTooLarge(declared, 1024)).toBe(refused);
  });
});

describe('readBody', () => {
  /** A request whose body comes in `chunks` pieces of `size` bytes, pulled only as read. */
  function request(chunks: number, size: number, headers: Record<string, string> = {}) {
    const counter = { pulled: 0 };
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (counter.pulled === chunks) return controller.close();
          counter.pulled++;
          controller.enqueue(new TextEncoder().encode('我'.repeat(size / 3)));
        },
      },
      { highWaterMark: 0 },
    );
    const init = { method: 'POST', body, headers, duplex: 'half' } as RequestInit;
    return { request: new Request('http://localhost/', init), counter };
  }

  test.each([
    ['under the limit', 3, 300, 1024, 'read'],
    ['exactly at the limit', 4, 255, 1020, 'read'],
    ['one chunk past the limit', 4, 300, 1024, 'refused'],
    ['far past the limit', 1000, 300, 1024, 'refused'],
  ])('%s', async (_, chunks, size, limit, outcome) => {
    const { request: req, counter } = request(chunks, size);
    const result = await readBody(req, limit).catch((error: unknown) => error);
    if (outcome === 'read') {
      expect(result).toBe('我'.repeat((chunks * size) / 3));
    } else {
      expect(result).toEqual(new DomainError('too_large', BODY_TOO_LARGE));
      // Stopped at the chunk that crossed the limit, never the rest.
      expect(counter.pulled).toBe(Math.floor(limit / size) + 1);
    }
  });

  test('a declared length over the limit is refused before the body is touched', async () => {
    const { request: req, counter } = request(10, 300, { 'content-length': '3000' });
    await expect(readBody(req, 1024)).rejects.toMatchObject({ kind: 'too_large' });
    expect(counter.pulled).toBe(0);
  });

  test('a body cut off by the client is a 400, not the database being away', async () => {
    // What Node's request stream raises when the connection closes mid-body.
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(aborted);
      },
    });
    const req = new Request('http://localhost/', { method: 'POST', body, duplex: 'half' } as RequestInit);
    const error = await readBody(req, 1024).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid', message: BODY_INTERRUPTED });
    expect(errorResponse(error).status).toBe(400);
  });

  test('no body is an empty text', async () => {
    expect(await readBody(new Request('http://localhost/', { method: 'POST' }), 1024)).toBe('');
  });
});
