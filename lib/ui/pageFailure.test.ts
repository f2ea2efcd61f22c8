import { FailureError, type Failure } from '@/lib/api/result';
import { pageFailureMessage, PageFailureError } from './pageFailure';

const failure = (msg: string): Failure => ({ msg, status: 503, code: 'unavailable', retryAfter: null });

describe('pageFailureMessage', () => {
  test.each<[string, unknown, string | null]>([
    ['a page failure thrown on the server', new PageFailureError(failure('商品服務暫停')), '商品服務暫停'],
    // What the error boundary receives in production: the message withheld, the digest kept.
    [
      "the boundary's error, message withheld",
      Object.assign(new Error('An error occurred in the Server Components render.'), {
        digest: 'shop-api-failure:找不到服務：請稍後再試',
      }),
      '找不到服務：請稍後再試',
    ],
    ['a failure thrown without its message for the page', new FailureError(failure('商品服務暫停')), null],
    ["Next's own digest (a hash)", Object.assign(new Error('boom'), { digest: '1975305857' }), null],
    ['a page failure digest with no message', { digest: 'shop-api-failure:' }, null],
    ['no digest at all', new Error('boom'), null],
    ['not an error', 'boom', null],
    ['nothing', undefined, null],
  ])('%s', (_, error, expected) => {
    expect(pageFailureMessage(error)).toBe(expected);
  });

  test('a page failure is still the failed call it was', () => {
    const error = new PageFailureError(failure('商品服務暫停'));
    expect(error).toBeInstanceOf(FailureError);
    expect(error.failure.status).toBe(503);
    expect(error.message).toBe('商品服務暫停');
  });
});
