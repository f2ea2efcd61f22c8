import { checkMacValue, checkMacValueMatches } from '../../logistics/ecpay/checkMacValue';
import type { CallbackUrls, Charge, Incoming } from '../gateway';
import { GatewayRefusal } from '../gateway';
import { createEcpayGateway, EcpayCredentialsSchema } from './gateway';

/*
 * ECPay's published stage merchant (see checkMacValue.test.ts), used here as a shop's own.
 *
 * Return codes, from ECPay's AIO documentation (全方位金流 API 技術文件): RtnCode 1 is paid; 10100073
 * is "Get CVS Code Succeeded" (取號成功), posted to PaymentInfoURL for CVS/BARCODE, with PaymentType
 * CVS_*. Both are also listed in ECPay's own integration guide (github.com/ECPay/ECPay-API-Skill,
 * guides/01-payment-aio.md and its error-code reference). Neither could be checked against a live
 * ECPay notice here; 10200009 (order expired) stands in for any other code.
 */
const credentials = { merchantId: '2000132', hashKey: '5294y06JbISpM5x9', hashIV: 'v77hoKGq4kWxNNIS' };
const { hashKey, hashIV } = credentials;
const gateway = createEcpayGateway({ environment: 'test', credentials });

const urls: CallbackUrls = {
  notifyURL: 'https://api.shop.tw/payments/ecpay/notify',
  returnURL: 'https://api.shop.tw/payments/ecpay/return',
  backURL: 'https://shop.tw/orders/2026112400000042',
};

function charge(overrides: Partial<Charge> = {}): Charge {
  return {
    tradeNo: '2026112400000042P1',
    amount: 1280,
    description: '好茶小舖 訂單 2026112400000042',
    email: 'buyer@example.tw',
    paymentType: 'Ibon',
    // 23:59:59 on 26 November in Taiwan.
    expiresAt: new Date('2026-11-26T15:59:59Z'),
    ...overrides,
  };
}

function incoming(form: Record<string, string>): Incoming {
  return {
    method: 'POST',
    query: new URLSearchParams(),
    body: new URLSearchParams(form).toString(),
    headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded' }),
  };
}

/** A notice as ECPay posts it, signed with the shop's keys. */
function notice(form: Record<string, string>): Incoming {
  return incoming({ ...form, CheckMacValue: checkMacValue(form, hashKey, hashIV, 'sha256') });
}

const paid = {
  CustomField1: '',
  CustomField2: '',
  CustomField3: '',
  CustomField4: '',
  MerchantID: '2000132',
  MerchantTradeNo: '2026112400000042P1',
  PaymentDate: '2026/11/25 09:12:34',
  PaymentType: 'CVS_CVS',
  PaymentTypeChargeFee: '25',
  RtnCode: '1',
  RtnMsg: '交易成功',
  SimulatePaid: '0',
  StoreID: '',
  TradeAmt: '1280',
  TradeDate: '2026/11/24 10:00:00',
  TradeNo: '2611241000001234',
};

const codeIssued = {
  MerchantID: '2000132',
  MerchantTradeNo: '2026112400000042P1',
  PaymentNo: 'LLL22098722826',
  PaymentType: 'CVS_CVS',
  PaymentURL: 'https://payment-stage.ecpay.com.tw/PaymentRule/CVSBarCode?PaymentNo=LLL22098722826',
  ExpireDate: '2026/11/26 23:59:59',
  RtnCode: '10100073',
  RtnMsg: 'Get CVS Code Succeeded.',
  StoreID: '',
  TradeAmt: '1280',
  TradeDate: '2026/11/24 10:00:00',
  TradeNo: '2611241000001234',
};

const lookup = async () => null;

describe('start', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-24T02:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('posts a signed CVS form ECPay can check', async () => {
    const start = await gateway.start(charge(), urls);
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(start.action).toBe('https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5');
    const { CheckMacValue, ...fields } = start.fields;
    expect(fields).toEqual({
      MerchantID: '2000132',
      MerchantTradeNo: '2026112400000042P1',
      MerchantTradeDate: '2026/11/24 10:00:00',
      PaymentType: 'aio',
      TotalAmount: '1280',
      TradeDesc: '好茶小舖 訂單 2026112400000042',
      ItemName: '好茶小舖 訂單 2026112400000042',
      ReturnURL: urls.notifyURL,
      PaymentInfoURL: urls.notifyURL,
      OrderResultURL: urls.returnURL,
      ClientBackURL: urls.backURL,
      ChoosePayment: 'CVS',
      // From 10:00:00 on the 24th to 23:59:59 on the 26th, Taiwan time, in whole minutes.
      StoreExpireDate: String(2 * 1440 + 13 * 60 + 59),
      EncryptType: '1',
    });
    expect(CheckMacValue).toMatch(/^[0-9A-F]{64}$/);
    expect(checkMacValueMatches(start.fields, hashKey, hashIV, 'sha256')).toBe(true);
  });

  it.each([
    ['late in the Taiwan day', '2026-11-24T15:30:05Z', '2026/11/24 23:30:05'],
    ['past midnight in Taiwan', '2026-11-24T16:00:00Z', '2026/11/25 00:00:00'],
  ])('dates the trade in Taiwan time when %s', async (_, now, expected) => {
    jest.setSystemTime(new Date(now));
    const start = await gateway.start(charge({ expiresAt: new Date('2026-11-30T00:00:00Z') }), urls);
    expect(start).toMatchObject({ fields: { MerchantTradeDate: expected } });
  });

  it('caps the code lifetime at ECPay’s 30 days', async () => {
    const start = await gateway.start(charge({ expiresAt: new Date('2027-01-30T00:00:00Z') }), urls);
    expect(start).toMatchObject({ fields: { StoreExpireDate: '43200' } });
  });

  it('cuts long names to 200 characters before signing', async () => {
    const start = await gateway.start(charge({ description: '茶'.repeat(250) }), urls);
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(start.fields.ItemName).toBe('茶'.repeat(200));
    expect(checkMacValueMatches(start.fields, hashKey, hashIV, 'sha256')).toBe(true);
  });

  it.each([
    ['longer than 20', '2026112400000042P1234'],
    ['with an underscore', '2026112400000042_1'],
    ['empty', ''],
  ])('refuses a trade number %s', async (_, tradeNo) => {
    await expect(gateway.start(charge({ tradeNo }), urls)).rejects.toThrow(/MerchantTradeNo/);
  });

  it.each(['newebpay', 'atm', 'COD', 'linepay'] as const)('refuses payment type %s', async (paymentType) => {
    await expect(gateway.start(charge({ paymentType }), urls)).rejects.toThrow(Error);
  });

  it('refuses an order no longer held for payment', async () => {
    await expect(
      gateway.start(charge({ expiresAt: new Date('2026-11-24T02:00:30Z') }), urls),
    ).rejects.toThrow(/no longer held/);
  });

  it('goes to ECPay’s live address in production', async () => {
    const live = createEcpayGateway({ environment: 'production', credentials });
    const start = await live.start(charge(), urls);
    expect(start).toMatchObject({ action: 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5' });
  });
});

describe('verify', () => {
  it.each([
    ['a paid code', paid, 'paid', '交易成功'],
    ['an issued code (取號)', codeIssued, 'pending', 'Get CVS Code Succeeded.'],
    ['an expired order', { ...paid, RtnCode: '10200009', RtnMsg: '訂單已過期' }, 'failed', '訂單已過期'],
    [
      'a code-issued return code for another method',
      { ...codeIssued, PaymentType: 'ATM_TAISHIN' },
      'failed',
      'Get CVS Code Succeeded.',
    ],
    [
      'a simulated payment on the test service',
      { ...paid, SimulatePaid: '1' },
      'paid',
      '交易成功 (模擬付款)',
    ],
  ])('reads %s', async (_, form, outcome, message) => {
    const verdict = await gateway.verify(notice(form), lookup);
    expect(verdict).toEqual({
      tradeNo: '2026112400000042P1',
      outcome,
      amount: 1280,
      providerTradeNo: '2611241000001234',
      message,
    });
  });

  it('does not take a simulated payment for money in production', async () => {
    const live = createEcpayGateway({ environment: 'production', credentials });
    const verdict = await live.verify(notice({ ...paid, SimulatePaid: '1' }), lookup);
    expect(verdict.outcome).toBe('failed');
  });

  it('gives no provider trade number when ECPay has none', async () => {
    const { TradeNo: _, ...form } = paid;
    expect((await gateway.verify(notice(form), lookup)).providerTradeNo).toBeNull();
  });

  const signed = Object.fromEntries(new URLSearchParams(notice(paid).body));
  const signedWithout = (field: keyof typeof paid) => {
    const { [field]: _, ...form } = paid;
    return Object.fromEntries(new URLSearchParams(notice(form).body));
  };

  it.each([
    [
      'a wrong CheckMacValue',
      { ...signed, CheckMacValue: checkMacValue(paid, hashKey, 'another-iv', 'sha256') },
    ],
    ['a tampered amount', { ...signed, TradeAmt: '1' }],
    [
      'an issued code tampered into a payment',
      { ...Object.fromEntries(new URLSearchParams(notice(codeIssued).body)), RtnCode: '1' },
    ],
    ['no CheckMacValue', { ...signed, CheckMacValue: '' }],
    ['no MerchantID', { ...signed, MerchantID: '' }],
    [
      'another MerchantID',
      Object.fromEntries(new URLSearchParams(notice({ ...paid, MerchantID: '3002607' }).body)),
    ],
    ['no MerchantTradeNo', signedWithout('MerchantTradeNo')],
    ['no RtnCode', signedWithout('RtnCode')],
    ['no TradeAmt', signedWithout('TradeAmt')],
    [
      'a TradeAmt that is not a number',
      Object.fromEntries(new URLSearchParams(notice({ ...paid, TradeAmt: 'x' }).body)),
    ],
  ])('refuses a notice with %s', async (_, form) => {
    await expect(gateway.verify(incoming(form), lookup)).rejects.toThrow(GatewayRefusal);
  });
});

it('answers ECPay’s notification with 1|OK', () => {
  expect(gateway.provider).toBe('ecpay');
  expect(gateway.acknowledgement).toBe('1|OK');
});

test.each([
  ['a shop’s keys', credentials, true],
  ['no HashKey', { ...credentials, hashKey: '' }, false],
  ['no HashIV', { ...credentials, hashIV: '' }, false],
  ['no merchant', { ...credentials, merchantId: '' }, false],
])('EcpayCredentialsSchema takes %s: %s', (_, value, ok) => {
  expect(EcpayCredentialsSchema.safeParse(value).success).toBe(ok);
});
