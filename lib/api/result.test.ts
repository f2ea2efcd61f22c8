import { fail, failuresOf, messageOf, ok } from './result';

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
