import { codeForStatus } from './contract/errors';
import {
  fail,
  failureIn,
  FailureError,
  failureOf,
  failuresOf,
  isMissing,
  isUnavailable,
  messageOf,
  networkFailure,
  ok,
  retryAfterOf,
} from './result';

describe('messageOf', () => {
  test.each([
    ['msg first', { msg: '庫存不足', message: 'other' }, '庫存不足'],
    ['then message', { message: 'Service Unavailable' }, 'Service Unavailable'],
    ['an empty msg is skipped', { msg: '', message: '稍後再試' }, '稍後再試'],
    ['else the transport error', { error: 'x' }, '503 Service Unavailable'],
    ['a body that is not an object', 'oops', '503 Service Unavailable'],
    ['no body', undefined, '503 Service Unavailable'],
  ])('%s', (_, body, expected) => {
    expect(messageOf(body, '503 Service Unavailable')).toBe(expected);
  });
});

describe('failuresOf', () => {
  test.each([
    ['none failed', [ok(1), ok({})], []],
    ['one failed', [ok(1), fail('頁尾設定載入失敗')], ['頁尾設定載入失敗']],
    ['in order', [fail('a'), ok(1), fail('b')], ['a', 'b']],
    ['the same message once', [fail('a'), fail('a')], ['a']],
    ['nothing asked', [], []],
  ])('%s', (_, results, expected) => {
    expect(failuresOf(...results)).toEqual(expected);
  });
});

describe('codeForStatus', () => {
  test.each([
    [400, 'invalid'],
    [422, 'invalid'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'too_large'],
    [429, 'rate_limited'],
    [500, 'internal'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [504, 'unavailable'],
    [0, 'unavailable'],
  ])('%i → %s', (status, code) => expect(codeForStatus(status)).toBe(code));
});

describe('failureOf', () => {
  test.each([
    [
      'its own code',
      409,
      { msg: '訂單金額已變動', code: 'amount_changed' },
      null,
      { code: 'amount_changed', retryAfter: null },
    ],
    [
      "the status's code without one",
      404,
      { msg: '找不到商品' },
      null,
      { code: 'not_found', retryAfter: null },
    ],
    [
      'a blank code is none',
      429,
      { msg: '太頻繁', code: '' },
      '30',
      { code: 'rate_limited', retryAfter: 30 },
    ],
    [
      'a 503 and its Retry-After',
      503,
      { msg: '服務暫時無法使用', code: 'unavailable' },
      '5',
      { code: 'unavailable', retryAfter: 5 },
    ],
    [
      'a body that is no JSON',
      502,
      undefined,
      'soon',
      { code: 'unavailable', retryAfter: null, msg: '502 Bad Gateway' },
    ],
  ])('%s', (_, status, body, retryAfter, expected) => {
    expect(failureOf(status, body, 'Bad Gateway', retryAfter)).toMatchObject({ status, ...expected });
  });
});

describe('retryAfterOf', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  test.each([
    [null, null],
    ['', null],
    ['5', 5],
    [' 120 ', 120],
    ['Thu, 01 Jan 2026 00:00:10 GMT', 10],
    ['Wed, 31 Dec 2025 23:00:00 GMT', 0],
    ['-1', null],
    ['soon', null],
  ])('%j → %j', (header, seconds) => expect(retryAfterOf(header, now)).toBe(seconds));
});

describe('isMissing / isUnavailable', () => {
  test.each([
    ['a 404', failureOf(404, { msg: '找不到商品' }), true, false],
    ['a 400', failureOf(400, { msg: '參數錯誤' }), false, false],
    ['a 503', failureOf(503, { msg: '服務暫時無法使用', code: 'unavailable' }), false, true],
    ['a 500', failureOf(500, {}), false, true],
    ['no answer', networkFailure('fetch failed'), false, true],
    ['refused here before sending', fail('請選擇付款方式')[1]!, false, false],
  ])('%s', (_, failure, missing, unavailable) => {
    expect(isMissing(failure)).toBe(missing);
    expect(isUnavailable(failure)).toBe(unavailable);
  });
});

test('a thrown failure keeps its failure; any other error has none', () => {
  const failure = failureOf(503, { msg: '服務暫時無法使用' });
  expect(failureIn(new FailureError(failure))).toBe(failure);
  expect(new FailureError(failure).message).toBe('服務暫時無法使用');
  expect(failureIn(new Error('x'))).toBeNull();
});
