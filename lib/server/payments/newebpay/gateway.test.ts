import type { CallbackUrls, Charge, Incoming } from '../gateway';
import { GatewayRefusal } from '../gateway';
import { decryptTradeInfo, encryptTradeInfo, tradeSha, tradeShaMatches } from './crypto';
import { createNewebPayGateway, NewebPayCredentialsSchema } from './gateway';

// NewebPay's published example keys (see crypto.test.ts), used here as a shop's own.
const credentials = {
  merchantId: 'MS3430112',
  hashKey: '12345678901234567890123456789012',
  hashIV: '1234567890123456',
};
const { hashKey, hashIV } = credentials;
const gateway = createNewebPayGateway({ environment: 'test', credentials });

const urls: CallbackUrls = {
  notifyURL: 'https://api.shop.tw/payments/newebpay/notify',
  returnURL: 'https://api.shop.tw/payments/newebpay/return',
  backURL: 'https://shop.tw/orders/2026112400000042',
};

function charge(overrides: Partial<Charge> = {}): Charge {
  return {
    tradeNo: '2026112400000042P1',
    amount: 1280,
    description: '好茶小舖 訂單 2026112400000042',
    email: 'buyer@example.tw',
    paymentType: 'newebpay',
    // 23:59:59 on 26 November in Taiwan.
    expiresAt: new Date('2026-11-26T15:59:59Z'),
    ...overrides,
  };
}

/** What NewebPay reads from the form: the decrypted TradeInfo, once TradeSha is checked. */
function readForm(fields: Record<string, string>): Record<string, string> {
  const { TradeInfo = '', TradeSha = '' } = fields;
  expect(tradeShaMatches(TradeInfo, TradeSha, hashKey, hashIV)).toBe(true);
  return Object.fromEntries(new URLSearchParams(decryptTradeInfo(TradeInfo, hashKey, hashIV)));
}

function incoming(form: Record<string, string>): Incoming {
  return {
    method: 'POST',
    query: new URLSearchParams(),
    body: new URLSearchParams(form).toString(),
    headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded' }),
  };
}

/** A notice as NewebPay posts it to NotifyURL (and through the browser to ReturnURL). */
function notice(trade: unknown, overrides: Record<string, string> = {}): Incoming {
  const tradeInfo = encryptTradeInfo(JSON.stringify(trade), hashKey, hashIV);
  return incoming({
    Status: 'SUCCESS',
    MerchantID: credentials.merchantId,
    Version: '2.0',
    TradeInfo: tradeInfo,
    TradeSha: tradeSha(tradeInfo, hashKey, hashIV),
    ...overrides,
  });
}

const paidCard = {
  Status: 'SUCCESS',
  Message: '授權成功',
  Result: {
    MerchantID: credentials.merchantId,
    Amt: 1280,
    TradeNo: '23112412345678901',
    MerchantOrderNo: '2026112400000042P1',
    PaymentType: 'CREDIT',
    RespondType: 'JSON',
    PayTime: '2026-11-24 10:11:12',
    IP: '203.0.113.9',
    EscrowBank: 'HNCB',
    Auth: '930637',
  },
};

const lookup = async () => null;

describe('start', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-24T02:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it.each([
    ['newebpay', { CREDIT: '1' }],
    // The account issued (取號) comes back through the shopper's browser to CustomerURL.
    ['atm', { VACC: '1', ExpireDate: '20261126', CustomerURL: urls.returnURL }],
    ['Ibon', { CVS: '1', ExpireDate: '20261126', CustomerURL: urls.returnURL }],
  ] as const)('posts a signed form NewebPay can read for %s', async (paymentType, option) => {
    const start = await gateway.start(charge({ paymentType }), urls);
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(start.action).toBe('https://ccore.newebpay.com/MPG/mpg_gateway');
    expect(Object.keys(start.fields).sort()).toEqual(['MerchantID', 'TradeInfo', 'TradeSha', 'Version']);
    expect(start.fields.MerchantID).toBe(credentials.merchantId);
    expect(start.fields.Version).toBe('2.0');
    expect(start.fields.TradeInfo).toMatch(/^[0-9a-f]+$/);
    expect(readForm(start.fields)).toEqual({
      MerchantID: credentials.merchantId,
      RespondType: 'JSON',
      TimeStamp: String(Date.parse('2026-11-24T02:00:00Z') / 1000),
      Version: '2.0',
      MerchantOrderNo: '2026112400000042P1',
      Amt: '1280',
      ItemDesc: '好茶小舖 訂單 2026112400000042',
      Email: 'buyer@example.tw',
      LoginType: '0',
      NotifyURL: urls.notifyURL,
      ReturnURL: urls.returnURL,
      ClientBackURL: urls.backURL,
      ...option,
    });
  });

  it.each([
    ['the same Taiwan day', '2026-11-26T15:59:59Z', '20261126'],
    // 16:30 UTC is already the next day in Taiwan.
    ['the next Taiwan day', '2026-11-26T16:30:00Z', '20261127'],
  ])('gives the code expiry as %s', async (_, expiresAt, expected) => {
    const start = await gateway.start(charge({ paymentType: 'atm', expiresAt: new Date(expiresAt) }), urls);
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(readForm(start.fields).ExpireDate).toBe(expected);
  });

  it('cuts ItemDesc to 50 characters', async () => {
    const start = await gateway.start(charge({ description: '茶'.repeat(60) }), urls);
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(readForm(start.fields).ItemDesc).toBe('茶'.repeat(50));
  });

  it('leaves Email out when the order has none', async () => {
    const start = await gateway.start(charge({ email: null }), urls);
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(readForm(start.fields)).not.toHaveProperty('Email');
  });

  it.each(['COD', 'linepay', 'jkos', 'free'] as const)('refuses payment type %s', async (paymentType) => {
    await expect(gateway.start(charge({ paymentType }), urls)).rejects.toThrow(Error);
  });

  it.each(['2026-11-24-42', 'a'.repeat(31), ''])('refuses trade number %j', async (tradeNo) => {
    await expect(gateway.start(charge({ tradeNo }), urls)).rejects.toThrow(/MerchantOrderNo/);
  });
});

it.each([
  ['test', undefined, 'https://ccore.newebpay.com/MPG/mpg_gateway'],
  ['production', undefined, 'https://core.newebpay.com/MPG/mpg_gateway'],
  ['test', 'https://sandbox.shop.tw/mpg', 'https://sandbox.shop.tw/mpg'],
  ['production', 'https://sandbox.shop.tw/mpg', 'https://sandbox.shop.tw/mpg'],
] as const)(
  'the %s form goes to the right address (endpoint %s)',
  async (environment, endpoint, expected) => {
    const start = await createNewebPayGateway({ environment, credentials, endpoint }).start(charge(), urls);
    expect(start).toMatchObject({ kind: 'form', action: expected });
  },
);

describe('verify', () => {
  it.each([
    ['a card payment', paidCard, 'paid'],
    [
      'an ATM transfer made',
      { ...paidCard, Result: { ...paidCard.Result, PaymentType: 'VACC', PayTime: '2026-11-25 09:00:00' } },
      'paid',
    ],
    [
      'an ATM account issued (取號)',
      {
        Status: 'SUCCESS',
        Message: '取號成功',
        Result: {
          ...paidCard.Result,
          PaymentType: 'VACC',
          PayTime: undefined,
          BankCode: '012',
          CodeNo: '1234',
        },
      },
      'pending',
    ],
    [
      'a convenience-store code issued (取號) without its expiry',
      {
        Status: 'SUCCESS',
        Message: '取號成功',
        Result: { ...paidCard.Result, PaymentType: 'CVS', PayTime: undefined, CodeNo: 'LLL22098722826' },
      },
      'pending',
    ],
    [
      'a declined card',
      { Status: 'MPG03009', Message: '授權失敗', Result: { ...paidCard.Result, PayTime: undefined } },
      'failed',
    ],
  ])('reads %s', async (_, trade, outcome) => {
    const verdict = await gateway.verify(notice(trade), lookup);
    expect(verdict).toEqual({
      tradeNo: '2026112400000042P1',
      outcome,
      amount: 1280,
      providerTradeNo: '23112412345678901',
      message: trade.Message,
    });
  });

  /*
   * The 取號 result of VACC, with the fields NewebPay's MPG documentation (NDNF-1.x, 「取號完成系統
   * 回傳參數」) lists and its SDKs read (Rytass's @rytass/payments-adapter-newebpay): BankCode, CodeNo,
   * ExpireDate (yyyy-MM-dd) and ExpireTime (HH:mm:ss), Taiwan time. No live notice could be captured
   * here, so the values are made up in the documented shapes.
   */
  const issued = {
    Status: 'SUCCESS',
    Message: '取號成功',
    Result: {
      MerchantID: credentials.merchantId,
      Amt: 1280,
      TradeNo: '23112412345678901',
      MerchantOrderNo: '2026112400000042P1',
      PaymentType: 'VACC',
      ExpireDate: '2026-11-26',
      ExpireTime: '23:59:59',
      BankCode: '004',
      CodeNo: '20490112345678',
    },
  };

  it('reads the account a VACC 取號 issued, with its expiry in Taiwan time', async () => {
    const verdict = await gateway.verify(notice(issued), lookup);
    expect(verdict).toEqual({
      tradeNo: '2026112400000042P1',
      outcome: 'pending',
      amount: 1280,
      providerTradeNo: '23112412345678901',
      message: '取號成功',
      issuedAccount: {
        bankCode: '004',
        account: '20490112345678',
        expiresAt: new Date('2026-11-26T15:59:59Z'),
      },
    });
  });

  it('takes a 取號 without ExpireTime as lasting to the end of its day', async () => {
    const { ExpireTime: _, ...result } = issued.Result;
    const verdict = await gateway.verify(notice({ ...issued, Result: result }), lookup);
    expect(verdict.issuedAccount?.expiresAt).toEqual(new Date('2026-11-26T15:59:59Z'));
  });

  it.each([
    ['no bank code', { BankCode: undefined }],
    ['a bank code that is not 3 digits', { BankCode: '04' }],
    ['an account with letters', { CodeNo: '2049A112345678' }],
    ['no expiry', { ExpireDate: undefined }],
    ['an expiry that is no date', { ExpireDate: '2026-02-30' }],
  ])('issues no account from a 取號 with %s (still pending)', async (_, change) => {
    const verdict = await gateway.verify(
      notice({ ...issued, Result: { ...issued.Result, ...change } }),
      lookup,
    );
    expect(verdict.outcome).toBe('pending');
    expect(verdict.issuedAccount).toBeUndefined();
  });

  it('reads the store code a CVS 取號 issued (CodeNo), with its expiry in Taiwan time', async () => {
    const cvs = {
      ...issued,
      Result: {
        ...issued.Result,
        PaymentType: 'CVS',
        BankCode: undefined,
        CodeNo: 'LEN26112400001',
        StoreType: '7-11',
      },
    };
    const verdict = await gateway.verify(notice(cvs), lookup);
    expect(verdict).toMatchObject({ outcome: 'pending', amount: 1280 });
    expect(verdict.issuedStoreCode).toEqual({
      code: 'LEN26112400001',
      expiresAt: new Date('2026-11-26T15:59:59Z'),
    });
    expect(verdict.issuedAccount).toBeUndefined();
  });

  it('reads the payment into a VACC account as paid, with no account to issue', async () => {
    const payment = {
      Status: 'SUCCESS',
      Message: '付款成功',
      Result: {
        ...issued.Result,
        PayTime: '2026-11-25 09:30:12',
        PayBankCode: '812',
        PayerAccount5Code: '54321',
        EscrowBank: 'HNCB',
      },
    };
    const verdict = await gateway.verify(notice(payment), lookup);
    expect(verdict).toMatchObject({ outcome: 'paid', amount: 1280, tradeNo: '2026112400000042P1' });
    expect(verdict.issuedAccount).toBeUndefined();
  });

  it('reads a Result sent as a JSON string, with numeric ids', async () => {
    const result = { ...paidCard.Result, Amt: '1280', TradeNo: 23112412345678 };
    const verdict = await gateway.verify(notice({ ...paidCard, Result: JSON.stringify(result) }), lookup);
    expect(verdict).toMatchObject({ outcome: 'paid', amount: 1280, providerTradeNo: '23112412345678' });
  });

  it('trusts the encrypted Status, not the form’s', async () => {
    const declined = { ...paidCard, Status: 'MPG03009', Message: '授權失敗' };
    const verdict = await gateway.verify(notice(declined, { Status: 'SUCCESS' }), lookup);
    expect(verdict.outcome).toBe('failed');
  });

  it('gives no provider trade number when NewebPay has none', async () => {
    const { TradeNo: _, ...result } = paidCard.Result;
    const verdict = await gateway.verify(
      notice({ Status: 'MPG03008', Message: '已存在相同的商店訂單編號', Result: result }),
      lookup,
    );
    expect(verdict).toMatchObject({
      outcome: 'failed',
      providerTradeNo: null,
      message: '已存在相同的商店訂單編號',
    });
  });

  const signed = notice(paidCard);
  const form = Object.fromEntries(new URLSearchParams(signed.body));
  const { TradeInfo = '', TradeSha = '' } = form;
  const flipped = TradeInfo.slice(0, 10) + (TradeInfo[10] === 'a' ? 'b' : 'a') + TradeInfo.slice(11);
  const signedGarbage = (plain: string) => {
    const tradeInfo = encryptTradeInfo(plain, hashKey, hashIV);
    return { TradeInfo: tradeInfo, TradeSha: tradeSha(tradeInfo, hashKey, hashIV) };
  };
  const unsignableHex = 'ab'.repeat(17);

  it.each([
    ['a wrong TradeSha', { TradeSha: tradeSha(TradeInfo, hashKey, 'another-iv-00000') }],
    ['a lower-cased TradeSha', { TradeSha: TradeSha.toLowerCase() }],
    ['a tampered TradeInfo', { TradeInfo: flipped }],
    ['another MerchantID', { MerchantID: 'MS0000001' }],
    ['no MerchantID', { MerchantID: '' }],
    ['no TradeInfo', { TradeInfo: '' }],
    ['no TradeSha', { TradeSha: '' }],
    [
      'a TradeInfo that is not ciphertext',
      { TradeInfo: unsignableHex, TradeSha: tradeSha(unsignableHex, hashKey, hashIV) },
    ],
    ['a TradeInfo that is not JSON', signedGarbage('Status=SUCCESS&Amt=1280')],
  ])('refuses a notice with %s', async (_, overrides) => {
    await expect(gateway.verify(notice(paidCard, overrides), lookup)).rejects.toThrow(GatewayRefusal);
  });

  it.each([
    ['for another merchant', { ...paidCard, Result: { ...paidCard.Result, MerchantID: 'MS0000001' } }],
    ['with no order number', { ...paidCard, Result: { ...paidCard.Result, MerchantOrderNo: undefined } }],
    ['with no amount', { ...paidCard, Result: { ...paidCard.Result, Amt: undefined } }],
    ['with an amount that is not a number', { ...paidCard, Result: { ...paidCard.Result, Amt: 'many' } }],
    ['with no Result', { Status: 'SUCCESS', Message: '' }],
    ['with a Result string that is not JSON', { ...paidCard, Result: 'MerchantID=MS3430112' }],
  ])('refuses a signed result %s', async (_, trade) => {
    await expect(gateway.verify(notice(trade), lookup)).rejects.toThrow(GatewayRefusal);
  });

  it('refuses a body that is not a form', async () => {
    const json = { ...incoming({}), body: JSON.stringify(form) };
    await expect(gateway.verify(json, lookup)).rejects.toThrow(GatewayRefusal);
  });
});

it('answers NewebPay’s notification with SUCCESS', () => {
  expect(gateway.provider).toBe('newebpay');
  expect(gateway.acknowledgement).toBe('SUCCESS');
});

test.each([
  ['a shop’s keys', credentials, true],
  ['a short HashKey', { ...credentials, hashKey: 'x'.repeat(31) }, false],
  ['a long HashIV', { ...credentials, hashIV: 'x'.repeat(17) }, false],
  ['no merchant', { ...credentials, merchantId: ' ' }, false],
])('NewebPayCredentialsSchema takes %s: %s', (_, value, ok) => {
  expect(NewebPayCredentialsSchema.safeParse(value).success).toBe(ok);
});
