import { checkMacValue, checkMacValueMatches } from '../../logistics/ecpay/checkMacValue';
import type { CallbackUrls, Charge, Incoming } from '../gateway';
import { GatewayRefusal } from '../gateway';
import { atmExpireDays, createEcpayGateway, EcpayCredentialsSchema } from './gateway';

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

describe('atmExpireDays', () => {
  const now = new Date('2026-11-24T02:00:00Z'); // 10:00 on the 24th in Taiwan
  it.each([
    ['the end of the third Taiwan day after today', '2026-11-27T15:59:59Z', 3],
    ['the end of tomorrow', '2026-11-25T15:59:59Z', 1],
    ['far away, capped at ECPay’s 60 days', '2027-03-01T15:59:59Z', 60],
  ])('%s → %i', (_, expiresAt, days) => {
    expect(atmExpireDays(new Date(expiresAt), now)).toBe(days);
  });

  it.each([
    ['later today: ECPay cannot issue an account for less than a day', '2026-11-24T15:59:59Z'],
    ['already past', '2026-11-24T01:00:00Z'],
  ])('refuses an order due %s', (_, expiresAt) => {
    expect(() => atmExpireDays(new Date(expiresAt), now)).toThrow();
  });
});

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
      // ECPay's CVS does not take OrderResultURL ("ATM/CVS/BARCODE 不支援", ECPay-API-Skill
      // guides/01-payment-aio.md); the issued code comes back with the browser to ClientRedirectURL.
      ClientRedirectURL: urls.returnURL,
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

  it('posts a signed ATM form: ECPay issues an account lasting to the order’s due day', async () => {
    const start = await gateway.start(charge({ paymentType: 'atm' }), urls);
    if (start.kind !== 'form') throw new Error('expected a form');
    const { CheckMacValue: _, ...fields } = start.fields;
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
      ClientBackURL: urls.backURL,
      ChoosePayment: 'ATM',
      // The 24th to the 26th, Taiwan days: ECPay's account then lasts to the end of the 26th.
      ExpireDate: '2',
      ClientRedirectURL: urls.returnURL,
      EncryptType: '1',
    });
    expect(checkMacValueMatches(start.fields, hashKey, hashIV, 'sha256')).toBe(true);
  });

  it.each(['newebpay', 'COD', 'linepay'] as const)('refuses payment type %s', async (paymentType) => {
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
    const issued = form === codeIssued;
    expect(verdict).toEqual({
      tradeNo: '2026112400000042P1',
      outcome,
      amount: 1280,
      providerTradeNo: '2611241000001234',
      message,
      // The code to key in at the kiosk (PaymentNo), due at ExpireDate, Taiwan time.
      ...(issued
        ? { issuedStoreCode: { code: 'LLL22098722826', expiresAt: new Date('2026-11-26T15:59:59Z') } }
        : {}),
    });
  });

  it.each([
    ['no PaymentNo', { PaymentNo: '' }],
    ['a PaymentNo no kiosk takes', { PaymentNo: 'LLL 2209' }],
    ['no ExpireDate', { ExpireDate: '' }],
    ['an ExpireDate that is no date', { ExpireDate: '2026/02/30 23:59:59' }],
  ])('issues no code to show from a 取號 notice with %s', async (_, change) => {
    const verdict = await gateway.verify(notice({ ...codeIssued, ...change }), lookup);
    expect(verdict.outcome).toBe('pending');
    expect(verdict.issuedStoreCode).toBeUndefined();
  });

  it('refuses a 取號 notice whose code was changed after signing', async () => {
    const signed = notice(codeIssued);
    const forged = { ...signed, body: signed.body.replace('LLL22098722826', 'LLL99999999999') };
    await expect(gateway.verify(forged, lookup)).rejects.toBeInstanceOf(GatewayRefusal);
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

/*
 * ATM 取號 notices (RtnCode 2, posted to PaymentInfoURL) as ECPay's stage sent them to merchant
 * 2000132 and their integrators published them, CheckMacValue included: these are signed by ECPay, not
 * by us. RtnCode 2, BankCode, vAccount and ExpireDate (yyyy/MM/dd) are also how ECPay's own guide
 * (github.com/ECPay/ECPay-API-Skill, guides/01-payment-aio.md, PaymentInfoURL) describes it.
 */
describe('ATM accounts issued by ECPay (published stage notices)', () => {
  const published = [
    {
      BankCode: '822',
      ExpireDate: '2018/02/16',
      MerchantID: '2000132',
      MerchantTradeNo: '1518505680',
      PaymentType: 'ATM_CHINATRUST',
      RtnCode: '2',
      RtnMsg: 'Get VirtualAccount Succeeded',
      TradeAmt: '1000',
      TradeDate: '2018/02/13 15:08:06',
      TradeNo: '1802131508002613',
      vAccount: '9829480477210522',
      StoreID: '',
      CustomField1: '',
      CustomField2: '',
      CustomField3: '',
      CustomField4: '',
      CheckMacValue: '32CCCE5CF1E17D12F19EA9915270C02AD6AF1DF900BF62A89BAE95ACDD031A0A',
    },
    {
      BankCode: '118',
      CustomField1: '',
      CustomField2: '',
      CustomField3: '',
      CustomField4: '',
      ExpireDate: '2022/02/12',
      MerchantID: '2000132',
      MerchantTradeNo: '546546124',
      PaymentType: 'ATM_PANHSIN',
      RtnCode: '2',
      RtnMsg: 'Get VirtualAccount Succeeded',
      StoreID: '',
      TradeAmt: '1220',
      TradeDate: '2022/02/09 09:55:26',
      TradeNo: '2202090955190428',
      vAccount: '9900140673104366',
      CheckMacValue: '095F358FDD3A9390E51A0C33860B21886B99E5F043468443DEDA0DBEAD4AFC08',
    },
  ];

  it.each(published)(
    'verifies $PaymentType and reads the account to the end of $ExpireDate',
    async (form) => {
      const verdict = await gateway.verify(incoming(form), lookup);
      expect(verdict).toEqual({
        tradeNo: form.MerchantTradeNo,
        outcome: 'pending',
        amount: Number(form.TradeAmt),
        providerTradeNo: form.TradeNo,
        message: 'Get VirtualAccount Succeeded',
        issuedAccount: {
          bankCode: form.BankCode,
          account: form.vAccount,
          // 23:59:59 of that day in Taiwan.
          expiresAt: new Date(`${form.ExpireDate.replaceAll('/', '-')}T15:59:59Z`),
        },
      });
    },
  );

  it('refuses a published notice whose account was changed after signing', async () => {
    await expect(
      gateway.verify(incoming({ ...published[0]!, vAccount: '9829480477210523' }), lookup),
    ).rejects.toThrow(GatewayRefusal);
  });

  it('reads the later payment into the account (RtnCode 1 to ReturnURL) as paid', async () => {
    const verdict = await gateway.verify(
      notice({ ...paid, PaymentType: 'ATM_CHINATRUST', ATMAccBank: '812', ATMAccNo: '54321' }),
      lookup,
    );
    expect(verdict).toMatchObject({ outcome: 'paid', amount: 1280 });
    expect(verdict.issuedAccount).toBeUndefined();
  });

  it('gives no account for RtnCode 2 with another payment type', async () => {
    const { CheckMacValue: _, ...form } = published[0]!;
    const verdict = await gateway.verify(notice({ ...form, PaymentType: 'CVS_CVS' }), lookup);
    expect(verdict).toMatchObject({ outcome: 'failed' });
    expect(verdict.issuedAccount).toBeUndefined();
  });
});
