import { createCipheriv } from 'node:crypto';
import {
  decryptTradeInfo,
  encryptTradeInfo,
  isMerchantOrderNo,
  tradeInfoQuery,
  tradeSha,
  tradeShaMatches,
} from './crypto';

/*
 * The encryption example of NewebPay's MPG technical document (多功能收款 MPG, v1.6 pp. 65–66 for
 * TradeInfo, p. 70 for TradeSha), as reproduced in
 * https://aacoding.blogspot.com/2021/09/shopplatform-tradeinfo.html and
 * https://aacoding.blogspot.com/2021/09/shopplatform-tradesha.html, and in the tests of
 * github.com/onlinemad/node-newebpay (test/newebpay.test.js).
 */
const EXAMPLE = {
  hashKey: '12345678901234567890123456789012',
  hashIV: '1234567890123456',
  params: {
    MerchantID: 3430112,
    RespondType: 'JSON',
    TimeStamp: 1485232229,
    Version: 1.4,
    MerchantOrderNo: 'S_1485232229',
    Amt: 40,
    ItemDesc: 'UnitTest',
  },
  query:
    'MerchantID=3430112&RespondType=JSON&TimeStamp=1485232229&Version=1.4&MerchantOrderNo=S_1485232229&Amt=40&ItemDesc=UnitTest',
  tradeInfo:
    'ff91c8aa01379e4de621a44e5f11f72e4d25bdb1a18242db6cef9ef07d80b0165e476fd1d9acaa53170272c82d122961e1a0700a7427cfa1cf90db7f6d6593bbc93102a4d4b9b66d9974c13c31a7ab4bba1d4e0790f0cbbbd7ad64c6d3c8012a601ceaa808bff70f94a8efa5a4f984b9d41304ffd879612177c622f75f4214fa',
  tradeSha: 'EA0A6CC37F40C1EA5692E7CBB8AE097653DF3E91365E6A9CD7E91312413C7BB8',
};
const { hashKey, hashIV } = EXAMPLE;

describe('NewebPay published example', () => {
  it('builds the documented query string', () => {
    expect(tradeInfoQuery(EXAMPLE.params)).toBe(EXAMPLE.query);
  });

  it('encrypts it to the documented TradeInfo', () => {
    expect(encryptTradeInfo(EXAMPLE.query, hashKey, hashIV)).toBe(EXAMPLE.tradeInfo);
  });

  it('decrypts the documented TradeInfo back', () => {
    expect(decryptTradeInfo(EXAMPLE.tradeInfo, hashKey, hashIV)).toBe(EXAMPLE.query);
  });

  it('hashes it to the documented TradeSha', () => {
    expect(tradeSha(EXAMPLE.tradeInfo, hashKey, hashIV)).toBe(EXAMPLE.tradeSha);
  });
});

test.each([
  ['a space', { ItemDesc: 'Tea set' }, 'ItemDesc=Tea+set'],
  [
    'a URL',
    { NotifyURL: 'https://shop.tw/pay?x=1&y=2' },
    'NotifyURL=https%3A%2F%2Fshop.tw%2Fpay%3Fx%3D1%26y%3D2',
  ],
  ['Chinese', { ItemDesc: '茶' }, 'ItemDesc=%E8%8C%B6'],
  ['what PHP escapes and encodeURIComponent does not', { ItemDesc: "!'()*~" }, 'ItemDesc=%21%27%28%29%2A%7E'],
  ['what both leave bare', { ItemDesc: 'a-b_c.d' }, 'ItemDesc=a-b_c.d'],
])('tradeInfoQuery encodes %s as http_build_query does', (_, params, expected) => {
  expect(tradeInfoQuery(params)).toBe(expected);
});

test.each([
  ['empty', ''],
  ['one byte', 'a'],
  ['a whole block', '0123456789abcdef'],
  ['Chinese and symbols', 'ItemDesc=%E8%8C%B6&Email=a%40b.tw 好茶!'],
])('encrypt then decrypt gives back %s text', (_, plain) => {
  const hex = encryptTradeInfo(plain, hashKey, hashIV);
  expect(hex).toMatch(/^[0-9a-f]+$/);
  expect(decryptTradeInfo(hex, hashKey, hashIV)).toBe(plain);
});

it('decrypts text padded to 32-byte blocks, as NewebPay’s PHP sample pads', () => {
  // 'abc' padded with 29 bytes of 29 to one 32-byte block, encrypted without further padding.
  const padded = Buffer.concat([Buffer.from('abc'), Buffer.alloc(29, 29)]);
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(hashKey), Buffer.from(hashIV)).setAutoPadding(
    false,
  );
  const hex = Buffer.concat([cipher.update(padded), cipher.final()]).toString('hex');
  expect(decryptTradeInfo(hex, hashKey, hashIV)).toBe('abc');
});

test.each([
  ['empty text', ''],
  ['not hex', 'zz'.repeat(16)],
  ['a part of a block', EXAMPLE.tradeInfo.slice(0, 30)],
  ['an odd length', `${EXAMPLE.tradeInfo}0`],
  ['a tampered last block', `${EXAMPLE.tradeInfo.slice(0, -2)}00`],
])('decryptTradeInfo throws on %s', (_, hex) => {
  expect(() => decryptTradeInfo(hex, hashKey, hashIV)).toThrow();
});

it('decryptTradeInfo throws with another shop’s keys', () => {
  expect(() => decryptTradeInfo(EXAMPLE.tradeInfo, 'x'.repeat(32), 'y'.repeat(16))).toThrow();
});

test.each([
  ['the documented TradeSha', EXAMPLE.tradeSha, true],
  ['it in lower case', EXAMPLE.tradeSha.toLowerCase(), false],
  ['one character changed', `${EXAMPLE.tradeSha.slice(0, -1)}9`, false],
  ['a shorter value', EXAMPLE.tradeSha.slice(0, 10), false],
  ['nothing', '', false],
])('tradeShaMatches %s: %s', (_, given, expected) => {
  expect(tradeShaMatches(EXAMPLE.tradeInfo, given, hashKey, hashIV)).toBe(expected);
});

test.each([
  ['2026112400000042', true],
  ['S_1485232229', true],
  ['a'.repeat(30), true],
  ['a'.repeat(31), false],
  ['', false],
  ['2026-11-24', false],
  ['訂單1', false],
  ['ab cd', false],
])('isMerchantOrderNo(%s) = %s', (s, expected) => {
  expect(isMerchantOrderNo(s)).toBe(expected);
});
