import { RefundRefused, RefundUnanswered, type Fetch, type Refund } from '../gateway';
import { fakeProvider } from '../testing/fakeProvider';
import { jkosDigest } from './client';
import { createJkosGateway } from './gateway';
import { refundableOf, refundBody, refundCodeMeaning } from './refund';

const CREDENTIALS = { storeId: 'store-0001', apiKey: 'api-key-0001', secretKey: 'secret-key-0001' };

const refund: Refund = {
  tradeNo: '2026112400000042P1',
  providerTradeNo: 'J0065220120100700005',
  paid: 1200,
  amount: 400,
  key: '2026112400000042P1R7',
};

const refunds = (fetch: Fetch) =>
  createJkosGateway({ environment: 'test', credentials: CREDENTIALS, fetch }).refund!;

describe('pure', () => {
  // The examples of JKO Pay's Refund and Inquiry API pages (open-doc.jkos.com, 線上支付 OnlinePay ›
  // API 列表), whose secret key is given on the inquiry page.
  test.each([
    [
      'Refund API body',
      '{"platform_order_id": 87, "refund_amount": 100}',
      '80b9967b29287605e4ef10b45668792f9d5235777ab305bb72217078dec3205a',
    ],
    [
      'Inquiry API query',
      'platform_order_ids=87,88',
      'a0836fefb028ea7493118c8b5eb6752113f552ac8ef35f3cb8cda91808c77188',
    ],
  ])('the DIGEST of the %s example', (_name, payload, digest) => {
    expect(jkosDigest('QxN1X', payload)).toBe(digest);
  });

  test('the refund names our trade, our refund id and the amount', () => {
    expect(JSON.parse(refundBody(refund))).toEqual({
      platform_order_id: '2026112400000042P1',
      refund_order_id: '2026112400000042P1R7',
      refund_amount: 400,
    });
  });

  test.each([
    ['000', 'refunded'],
    ['999', 'not-acted'],
    ['100', 'refused'],
    ['103', 'refused'],
    ['105', 'refused'],
    ['113', 'refused'],
    ['200', 'refused'],
    ['922', 'refused'],
  ])('result %s means %s', (code, meaning) => {
    expect(refundCodeMeaning(code)).toBe(meaning);
  });

  const order = (history?: unknown[]) => ({
    transactions: [
      {
        platform_order_id: refund.tradeNo,
        status: 0,
        final_price: '1200',
        ...(history ? { refund_history: history } : {}),
      },
    ],
  });
  test.each([
    ['refunds listed', order([{ amount: '300' }, { amount: 100 }]), 800],
    ['an empty history', order([]), 1200],
    ['no history field', order(), null],
    ['another order only', { transactions: [{ platform_order_id: 'x', final_price: '1' }] }, null],
    ['an unreadable answer', null, null],
  ])('refundable with %s', (_name, resultObject, left) => {
    expect(refundableOf(resultObject, refund.tradeNo)).toBe(left);
  });
});

test('send: a POST to /platform/refund signed with DIGEST over its exact body', async () => {
  const jko = fakeProvider(
    '{"result":"000","message":null,"result_object":{"refund_tradeNo":"R123","debit_amount":"400","redeem_amount":"0","refund_time":"2026-11-26 12:00:00"}}',
  );
  expect(await refunds(jko.fetch).send(refund)).toEqual({ reference: 'R123' });
  const r = jko.request(0);
  expect(r.url).toBe('https://uat-onlinepay.jkopay.app/platform/refund');
  expect(r.body).toBe(refundBody(refund));
  expect(r.headers['API-KEY']).toBe(CREDENTIALS.apiKey);
  expect(r.headers.DIGEST).toBe(jkosDigest(CREDENTIALS.secretKey, r.body!));
});

test.each([
  ['922', 'Refund amount exceeds total', RefundRefused],
  ['105', 'Inconsistent refund amount', RefundRefused],
  ['999', 'Internal Error', RefundUnanswered],
])('send: result %s is %p, named without a key', async (code, message, kind) => {
  const error = await refunds(
    fakeProvider(`{"result":"${code}","message":"${message}","result_object":null}`).fetch,
  )
    .send(refund)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(kind);
  expect((error as Error).message).toBe(`JKO Pay ${code} ${message}`);
  expect((error as Error).message).not.toContain(CREDENTIALS.secretKey);
});

test('send: no answer is unanswered', async () => {
  const failing: Fetch = async () => {
    throw new DOMException('timed out', 'TimeoutError');
  };
  await expect(refunds(failing).send(refund)).rejects.toBeInstanceOf(RefundUnanswered);
});

test('refundable: the inquiry, signed over its query, less the refund history', async () => {
  const jko = fakeProvider(
    `{"result":"000","message":null,"result_object":{"transactions":[{"platform_order_id":"${refund.tradeNo}","status":0,"tradeNo":"J1","final_price":"1200","refund_history":[{"refund_tradeNo":"R1","amount":"400"}]}]}}`,
  );
  expect(await refunds(jko.fetch).refundable(refund)).toBe(800);
  const r = jko.request(0);
  expect(r.url).toBe(
    `https://uat-onlinepay.jkopay.app/platform/inquiry?platform_order_ids=${refund.tradeNo}`,
  );
  expect(r.headers.DIGEST).toBe(jkosDigest(CREDENTIALS.secretKey, `platform_order_ids=${refund.tradeNo}`));
});
