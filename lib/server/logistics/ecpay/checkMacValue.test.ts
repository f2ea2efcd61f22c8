import { createHash } from 'node:crypto';
import { checkMacValue, checkMacValueMatches, ecpayUrlEncode } from './checkMacValue';

/*
 * Published examples, each recomputed here:
 * - ECPay's PHP SDK tests (ecpay/sdk, as shipped in github.com/ECPay/OpenCart3.X under
 *   Source/upload/system/library/ecpay/tests/Feature/Sha256CheckMacValueTest.php and
 *   Md5CheckMacValueTest.php; the stage merchant 2000132 with HashKey 5294y06JbISpM5x9 and HashIV
 *   v77hoKGq4kWxNNIS comes from the SDK's StageInfo trait).
 * - The worked examples of ECPay's developer documentation: the payment (AIO) checksum appendix
 *   https://developers.ecpay.com.tw/?p=2902 (SHA-256; its current edition uses merchant 3002607, its
 *   earlier edition the 2000132 keys above, as reproduced by many integrations), the logistics
 *   checksum appendix https://developers.ecpay.com.tw/?p=7424 (MD5, C2C merchant 2000933), and the
 *   e-invoice checksum appendix https://developers.ecpay.com.tw/?p=38242 (MD5).
 */
const SDK_STAGE = { hashKey: '5294y06JbISpM5x9', hashIV: 'v77hoKGq4kWxNNIS' };
const sdkParams = {
  MerchantID: '2000132',
  MerchantTradeNo: 'Test201102145704',
  MerchantTradeDate: '2020/10/20 14:57:04',
  PaymentType: 'aio',
  TotalAmount: 100,
  TradeDesc: '檢查碼建立測試',
  ItemName: '測試商品 100 TWD x 1',
  ReturnURL: 'https://www.ecpay.com.tw/receive.php',
  ChoosePayment: 'ALL',
  EncryptType: 1,
};

const aioDocParams = {
  TradeDesc: '促銷方案',
  PaymentType: 'aio',
  MerchantTradeDate: '2023/03/12 15:30:23',
  MerchantTradeNo: 'ecpay20230312153023',
  MerchantID: '3002607',
  ReturnURL: 'https://www.ecpay.com.tw/receive.php',
  ItemName: 'Apple iphone 15',
  TotalAmount: 30000,
  ChoosePayment: 'ALL',
  EncryptType: 1,
};

const aioEarlierDocParams = {
  ...aioDocParams,
  MerchantTradeDate: '2013/03/12 15:30:23',
  MerchantTradeNo: 'ecpay20130312153023',
  MerchantID: '2000132',
  ItemName: 'Apple iphone 7 手機殼',
  TotalAmount: 1000,
};

const logisticsDocParams = {
  MerchantID: '2000933',
  MerchantTradeNo: 'A20130312153023',
  MerchantTradeDate: '2013/03/12 15:30:23',
  LogisticsType: 'CVS',
  LogisticsSubType: 'FAMIC2C',
  GoodsAmount: 1000,
  IsCollection: 'N',
  ServerReplyURL: 'https://www.ecpay.com.tw/ServerReplyURL',
  SenderName: '寄件者姓名',
  ReceiverName: '收件者姓名',
  ReceiverStoreID: '001779',
};

const invoiceDocParams = {
  RtnCode: 1,
  RtnMsg: '',
  IA_Allow_No: '1909181313013546',
  IA_Invoice_No: 'UV11100019',
  IA_Date: '2019-09-18 13:13:23',
  IIS_Remain_Allowance_Amt: 0,
};

test.each([
  [
    'the SDK’s SHA-256 test',
    sdkParams,
    SDK_STAGE,
    'sha256',
    '5DC5C11B7E9D42A5D750511E6BE08CDE759104F7EAB6CDD761AE120A5A8ABB34',
  ],
  ['the SDK’s MD5 test', sdkParams, SDK_STAGE, 'md5', 'D3AEF600C86BD2CE74B96953D2A7B50F'],
  [
    'the payment appendix',
    aioDocParams,
    { hashKey: 'pwFHCqoQZGmho4w6', hashIV: 'EkRm7iFT261dpevs' },
    'sha256',
    '6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840',
  ],
  [
    'the payment appendix’s earlier edition',
    aioEarlierDocParams,
    SDK_STAGE,
    'sha256',
    'CFA9BDE377361FBDD8F160274930E815D1A8A2E3E80CE7D404C45FC9A0A1E407',
  ],
  [
    'the logistics appendix',
    logisticsDocParams,
    { hashKey: 'XBERn1YOvpM9nfZc', hashIV: 'h1ONHk4P4yqbl5LK' },
    'md5',
    '692FD6E2CDB539CCDB7206C76DC239AD',
  ],
  [
    'the e-invoice appendix',
    invoiceDocParams,
    { hashKey: 'ejCk326UnaZWKisg', hashIV: 'q9jcZX8Ib9LM8wYk' },
    'md5',
    '50A276E71DAE26343013958B405EEEA0',
  ],
] as const)('checkMacValue reproduces %s', (_, params, keys, algorithm, expected) => {
  expect(checkMacValue(params, keys.hashKey, keys.hashIV, algorithm)).toBe(expected);
  expect(
    checkMacValueMatches({ ...params, CheckMacValue: expected }, keys.hashKey, keys.hashIV, algorithm),
  ).toBe(true);
});

test.each([
  [
    'the payment appendix',
    'HashKey=pwFHCqoQZGmho4w6&ChoosePayment=ALL&EncryptType=1&ItemName=Apple iphone 15&MerchantID=3002607&MerchantTradeDate=2023/03/12 15:30:23&MerchantTradeNo=ecpay20230312153023&PaymentType=aio&ReturnURL=https://www.ecpay.com.tw/receive.php&TotalAmount=30000&TradeDesc=促銷方案&HashIV=EkRm7iFT261dpevs',
    'HashKey%3dpwFHCqoQZGmho4w6%26ChoosePayment%3dALL%26EncryptType%3d1%26ItemName%3dApple+iphone+15%26MerchantID%3d3002607%26MerchantTradeDate%3d2023%2f03%2f12+15%3a30%3a23%26MerchantTradeNo%3decpay20230312153023%26PaymentType%3daio%26ReturnURL%3dhttps%3a%2f%2fwww.ecpay.com.tw%2freceive.php%26TotalAmount%3d30000%26TradeDesc%3d%e4%bf%83%e9%8a%b7%e6%96%b9%e6%a1%88%26HashIV%3dEkRm7iFT261dpevs',
  ],
  [
    'the e-invoice appendix',
    'HashKey=ejCk326UnaZWKisg&IA_Allow_No=1909181313013546&IA_Date=2019-09-18 13:13:23&IA_Invoice_No=UV11100019&IIS_Remain_Allowance_Amt=0&RtnCode=1&RtnMsg=&HashIV=q9jcZX8Ib9LM8wYk',
    'HashKey%3DejCk326UnaZWKisg%26IA_Allow_No%3D1909181313013546%26IA_Date%3D2019-09-18+13%3A13%3A23%26IA_Invoice_No%3DUV11100019%26IIS_Remain_Allowance_Amt%3D0%26RtnCode%3D1%26RtnMsg%3D%26HashIV%3Dq9jcZX8Ib9LM8wYk',
  ],
])('ecpayUrlEncode gives the encoded string of %s, lower-cased', (_, raw, documented) => {
  expect(ecpayUrlEncode(raw)).toBe(documented.toLowerCase());
});

test.each([
  ['a space', ' ', '+'],
  ['what .NET leaves bare', '-_.!*()', '-_.!*()'],
  ['an apostrophe, which .NET escapes', "'", '%27'],
  ['a tilde, which .NET escapes', '~', '%7e'],
  ['a plus sign', '+', '%2b'],
  ['reserved characters', '&=/:?#@', '%26%3d%2f%3a%3f%23%40'],
  ['letters, lower-cased with the rest', 'ABC', 'abc'],
  ['Chinese', '綠界', '%e7%b6%a0%e7%95%8c'],
])('ecpayUrlEncode encodes %s', (_, s, expected) => {
  expect(ecpayUrlEncode(s)).toBe(expected);
});

it('sorts names A to Z ignoring case, whatever order they come in', () => {
  const a = checkMacValue({ b: 2, A: 1, C: 3 }, 'key', 'iv', 'md5');
  const b = checkMacValue({ C: 3, b: 2, A: 1 }, 'key', 'iv', 'md5');
  expect(a).toBe(b);
  const expected = createHash('md5')
    .update('hashkey%3dkey%26a%3d1%26b%3d2%26c%3d3%26hashiv%3div')
    .digest('hex');
  expect(a).toBe(expected.toUpperCase());
});

it('leaves CheckMacValue itself out', () => {
  const withMac = { ...sdkParams, CheckMacValue: 'ANYTHING' };
  expect(checkMacValue(withMac, SDK_STAGE.hashKey, SDK_STAGE.hashIV, 'md5')).toBe(
    'D3AEF600C86BD2CE74B96953D2A7B50F',
  );
});

const signed = {
  ...sdkParams,
  CheckMacValue: '5DC5C11B7E9D42A5D750511E6BE08CDE759104F7EAB6CDD761AE120A5A8ABB34',
};
test.each([
  ['a changed amount', { ...signed, TotalAmount: 1 }, 'sha256'],
  ['an added field', { ...signed, CustomField1: 'x' }, 'sha256'],
  ['the value in lower case', { ...signed, CheckMacValue: signed.CheckMacValue.toLowerCase() }, 'sha256'],
  ['a shorter value', { ...signed, CheckMacValue: signed.CheckMacValue.slice(1) }, 'sha256'],
  ['no value', sdkParams, 'sha256'],
  ['the other algorithm', signed, 'md5'],
] as const)('checkMacValueMatches refuses %s', (_, params, algorithm) => {
  expect(checkMacValueMatches(params, SDK_STAGE.hashKey, SDK_STAGE.hashIV, algorithm)).toBe(false);
});

it('checkMacValueMatches refuses other keys', () => {
  expect(checkMacValueMatches(signed, SDK_STAGE.hashKey, 'another-iv', 'sha256')).toBe(false);
});
