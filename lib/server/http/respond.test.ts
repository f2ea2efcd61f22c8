import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable } from './errors';
import { DomainError } from '@/lib/server/kernel/errors';
import { errorResponse } from './respond';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  test.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), true],
    ['connection reset', withCode('ECONNRESET'), true],
    [
      'admin shutdown (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
      true,
    ],
    ['starting up (57P03)', withCode('57P03', 'the database system is starting up'), true],
    ['a connection exception (08006)', withCode('08006'), true],
    ['no connection slot (53300)', withCode('53300'), true],
    ['a lost connection', new Error('Connection terminated unexpectedly'), true],
    ['a connect timeout', new Error('timeout exceeded when trying to connect'), true],
    ['refused on every address', new AggregateError([withCode('ECONNREFUSED')], ''), true],
    ['wrapped by drizzle', new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED')), true],
    ['a unique violation (23505)', withCode('23505', 'duplicate key'), false],
    ['a syntax error (42601)', withCode('42601'), false],
    ['wrapped by drizzle, a constraint', new DrizzleQueryError('insert', [], withCode('23503')), false],
    ['a plain bug', new TypeError('x is undefined'), false],
    ['not an error', 'ECONNREFUSED', false],
    ['nothing', undefined, false],
  ])('%s → %s', (_, error, expected) => expect(isDatabaseUnavailable(error)).toBe(expected));
});

describe('errorResponse', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  test.each([
    [
      'a 404 without a code',
      new DomainError('not_found', '找不到商品'),
      404,
      { msg: '找不到商品', code: 'not_found' },
    ],
    ['a 400', new DomainError('invalid', '參數錯誤'), 400, { msg: '參數錯誤', code: 'invalid' }],
    [
      'a 401',
      new DomainError('unauthorized', '請重新登入'),
      401,
      { msg: '請重新登入', code: 'unauthorized' },
    ],
    ['a 409', new DomainError('conflict', '庫存不足'), 409, { msg: '庫存不足', code: 'conflict' }],
    ['a 429', new DomainError('rate_limited', '太頻繁'), 429, { msg: '太頻繁', code: 'rate_limited' }],
    [
      'an explicit code and its details',
      new DomainError('forbidden', '需要驗證', { code: 'challenge_required', challenge: 1 }),
      403,
      { msg: '需要驗證', code: 'challenge_required', challenge: 1 },
    ],
    [
      'a conflict with no code of its own',
      new DomainError('conflict', '訂單金額已變動，請確認新的金額後再送出'),
      409,
      { msg: '訂單金額已變動，請確認新的金額後再送出', code: 'conflict' },
    ],
    ['a bug', new TypeError('x'), 500, { msg: '伺服器發生錯誤，請稍後再試', code: 'internal' }],
    [
      'the database away',
      withCode('ECONNREFUSED'),
      503,
      { msg: '服務暫時無法使用，請稍後再試', code: 'unavailable' },
    ],
  ])('%s', async (_, error, status, body) => {
    const res = errorResponse(error);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
  });

  test('the database away asks to come back in 5 s; other failures set no Retry-After', () => {
    expect(errorResponse(withCode('57P01')).headers.get('retry-after')).toBe('5');
    expect(errorResponse(new TypeError('x')).headers.get('retry-after')).toBeNull();
  });

  test('an error keeps its own headers', () => {
    const busy = new DomainError('unavailable', '忙碌中', undefined, 2);
    expect(errorResponse(busy).headers.get('retry-after')).toBe('2');
  });
});
