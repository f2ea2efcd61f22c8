import type { AttemptLookup, Charge, Fetch, Incoming } from '../gateway';
import { GatewayRefusal } from '../gateway';
import { createLinePayGateway, LinePayCredentialsSchema } from './gateway';
import { linePaySignature } from './signature';
import { fakeProvider, type Recorded } from '../testing/fakeProvider';

const CREDENTIALS = { channelId: '1656000000', channelSecret: 'line-channel-secret-0123456789ab' };
const TRANSACTION_ID = '2023071000012345678';

const charge: Charge = {
  tradeNo: '2026112400000042_1',
  amount: 1200,
  description: '好茶小舖 訂單 2026112400000042',
  email: 'buyer@example.com',
  paymentType: 'linepay',
  expiresAt: new Date('2026-11-24T16:00:00Z'),
};
const urls = {
  notifyURL: 'https://shop.example.com/api/payments/linepay/notify',
  returnURL: 'https://shop.example.com/api/payments/linepay/return',
  backURL: 'https://shop.example.com/checkout',
};

const fakeLinePay = fakeProvider;

function gateway(fetch: Fetch, environment: 'test' | 'production' = 'test') {
  return createLinePayGateway({ environment, credentials: CREDENTIALS, fetch });
}

/** The signature LINE Pay would expect for a recorded request. */
function expectSigned(r: Recorded, path: string, payload: string) {
  const nonce = r.headers['X-LINE-Authorization-Nonce'] ?? '';
  expect(nonce).toMatch(/^[0-9a-f-]{36}$/);
  expect(r.headers['X-LINE-ChannelId']).toBe(CREDENTIALS.channelId);
  expect(r.headers['Content-Type']).toBe('application/json');
  expect(r.headers['X-LINE-Authorization']).toBe(
    linePaySignature(CREDENTIALS.channelSecret, path, payload, nonce),
  );
}

function returning(query: string): Incoming {
  return { method: 'GET', query: new URLSearchParams(query), body: '', headers: new Headers() };
}

/** The attempt as start() left it: LINE Pay's transaction id kept with it. */
const knownAttempt: AttemptLookup = async (tradeNo) =>
  tradeNo === charge.tradeNo ? { amount: charge.amount, providerTradeNo: String(TRANSACTION_ID) } : null;

const REQUEST_OK = `{"returnCode":"0000","returnMessage":"Success.","info":{"paymentUrl":{"web":"https://sandbox-web-pay.line.me/web/payment/wait?transactionReserveId=abc","app":"line://pay/payment/abc"},"transactionId":${TRANSACTION_ID},"paymentAccessToken":"187568751124"}}`;
const CONFIRM_OK = `{"returnCode":"0000","returnMessage":"Success.","info":{"transactionId":${TRANSACTION_ID},"orderId":"${charge.tradeNo}","payInfo":[{"method":"BALANCE","amount":1000},{"method":"DISCOUNT","amount":200}]}}`;

test('credentials need a channel id and secret', () => {
  expect(LinePayCredentialsSchema.safeParse(CREDENTIALS).success).toBe(true);
  expect(LinePayCredentialsSchema.safeParse({ channelId: '1656000000' }).success).toBe(false);
});

describe('start', () => {
  test.each([
    ['test', 'https://sandbox-api-pay.line.me/v3/payments/request'],
    ['production', 'https://api-pay.line.me/v3/payments/request'],
  ] as const)('%s: signed POST to %s, then a redirect to the payment page', async (environment, url) => {
    const line = fakeLinePay(REQUEST_OK);
    const start = await gateway(line.fetch, environment).start(charge, urls);

    expect(start).toEqual({
      kind: 'redirect',
      url: 'https://sandbox-web-pay.line.me/web/payment/wait?transactionReserveId=abc',
      // Kept exactly, though above 2^53: only a return naming it is confirmed.
      providerTradeNo: String(TRANSACTION_ID),
    });
    const r = line.request(0);
    expect(r.url).toBe(url);
    expect(r.method).toBe('POST');
    expect(JSON.parse(r.body!)).toEqual({
      amount: 1200,
      currency: 'TWD',
      orderId: charge.tradeNo,
      packages: [
        {
          id: charge.tradeNo,
          amount: 1200,
          name: charge.description,
          products: [{ name: charge.description, quantity: 1, price: 1200 }],
        },
      ],
      redirectUrls: { confirmUrl: urls.returnURL, cancelUrl: urls.backURL },
    });
    expectSigned(r, '/v3/payments/request', r.body!);
  });

  test('each request gets its own nonce', async () => {
    const line = fakeLinePay(REQUEST_OK, REQUEST_OK);
    const g = gateway(line.fetch);
    await g.start(charge, urls);
    await g.start(charge, urls);
    const [a, b] = line.requests.map((r) => r.headers['X-LINE-Authorization-Nonce']);
    expect(a).not.toBe(b);
  });

  test.each([
    ['a refusal', '{"returnCode":"1104","returnMessage":"Merchant not found."}', /1104 Merchant not found\./],
    ['success without a payment URL', '{"returnCode":"0000","returnMessage":"Success.","info":{}}', /0000/],
    ['an HTML error page', '<html>502 Bad Gateway</html>', /without JSON/],
    ['JSON without a returnCode', '{"error":"oops"}', /without a returnCode/],
  ])('%s throws an error without the secret', async (_name, answer, message) => {
    const error = await gateway(fakeLinePay(answer).fetch)
      .start(charge, urls)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain(CREDENTIALS.channelSecret);
  });

  test('an unreachable LINE Pay throws a clear error', async () => {
    const failing: Fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(gateway(failing).start(charge, urls)).rejects.toThrow(
      'LINE Pay POST /v3/payments/request could not be reached (TypeError)',
    );
  });
});

describe('verify', () => {
  const back = `transactionId=${TRANSACTION_ID}&orderId=${charge.tradeNo}`;

  test('confirms the attempt amount and sums what LINE Pay took', async () => {
    const line = fakeLinePay(CONFIRM_OK);
    const verdict = await gateway(line.fetch).verify(returning(back), knownAttempt);

    expect(verdict).toEqual({
      tradeNo: charge.tradeNo,
      outcome: 'paid',
      amount: 1200,
      providerTradeNo: TRANSACTION_ID,
      message: 'Success.',
    });
    const r = line.request(0);
    expect(r.url).toBe(`https://sandbox-api-pay.line.me/v3/payments/${TRANSACTION_ID}/confirm`);
    expect(r.method).toBe('POST');
    expect(JSON.parse(r.body!)).toEqual({ amount: 1200, currency: 'TWD' });
    expectSigned(r, `/v3/payments/${TRANSACTION_ID}/confirm`, r.body!);
  });

  test('a confirmation without payInfo counts the confirmed amount', async () => {
    const line = fakeLinePay(
      `{"returnCode":"0000","returnMessage":"Success.","info":{"transactionId":${TRANSACTION_ID}}}`,
    );
    const verdict = await gateway(line.fetch).verify(returning(back), knownAttempt);
    expect(verdict).toMatchObject({ outcome: 'paid', amount: 1200, providerTradeNo: TRANSACTION_ID });
  });

  test.each([
    ['no query', ''],
    ['no transactionId', `orderId=${charge.tradeNo}`],
    ['no orderId', `transactionId=${TRANSACTION_ID}`],
    ['a transactionId that is not digits', `transactionId=1/../../refund&orderId=${charge.tradeNo}`],
    ['an orderId outside our trade numbers', `transactionId=${TRANSACTION_ID}&orderId=A-1%20B`],
    ['an order we do not know', `transactionId=${TRANSACTION_ID}&orderId=UNKNOWN_1`],
  ])('refuses a return with %s, without calling LINE Pay', async (_name, query) => {
    const line = fakeLinePay(CONFIRM_OK);
    await expect(gateway(line.fetch).verify(returning(query), knownAttempt)).rejects.toBeInstanceOf(
      GatewayRefusal,
    );
    expect(line.requests).toHaveLength(0);
  });

  test.each([
    ['another transaction than the one requested', '2023071000099999999'],
    ['no transaction kept (the request never named one)', null],
  ])('refuses a return for an attempt with %s, without calling LINE Pay', async (_, kept) => {
    const line = fakeLinePay(CONFIRM_OK);
    const lookup: AttemptLookup = async () => ({ amount: 1200, providerTradeNo: kept });
    await expect(gateway(line.fetch).verify(returning(back), lookup)).rejects.toBeInstanceOf(GatewayRefusal);
    expect(line.requests).toHaveLength(0);
  });

  test('refuses when LINE Pay confirms the transaction for another order', async () => {
    const other = CONFIRM_OK.replace(charge.tradeNo, '2026112400000099_1');
    await expect(
      gateway(fakeLinePay(other).fetch).verify(returning(back), knownAttempt),
    ).rejects.toBeInstanceOf(GatewayRefusal);
  });

  test.each([
    [
      'listed as this order’s payment: paid',
      `{"returnCode":"0000","returnMessage":"Success.","info":[{"transactionId":${TRANSACTION_ID},"transactionDate":"2023-07-10T01:00:00Z","transactionType":"PAYMENT","payInfo":[{"method":"CREDIT_CARD","amount":1200}],"productName":"x","currency":"TWD","orderId":"${charge.tradeNo}"}]}`,
      'paid',
    ],
    [
      'listed for another order: failed',
      `{"returnCode":"0000","returnMessage":"Success.","info":[{"transactionId":${TRANSACTION_ID},"transactionType":"PAYMENT","payInfo":[{"method":"CREDIT_CARD","amount":1200}],"orderId":"2026112400000099_1"}]}`,
      'failed',
    ],
    ['not listed: failed', '{"returnCode":"1150","returnMessage":"Transaction record not found."}', 'failed'],
  ])('an already confirmed transaction (1172) %s', async (_name, details, outcome) => {
    const line = fakeLinePay('{"returnCode":"1172","returnMessage":"Existing same orderId."}', details);
    const verdict = await gateway(line.fetch).verify(returning(back), knownAttempt);

    expect(verdict).toMatchObject({
      tradeNo: charge.tradeNo,
      outcome,
      amount: 1200,
      providerTradeNo: TRANSACTION_ID,
    });
    const check = line.request(1);
    expect(check.url).toBe(`https://sandbox-api-pay.line.me/v3/payments?transactionId=${TRANSACTION_ID}`);
    expect(check.method).toBe('GET');
    expect(check.body).toBeUndefined();
    expectSigned(check, '/v3/payments', `transactionId=${TRANSACTION_ID}`);
  });

  test.each([
    ['1153', 'The payment amount is different than the requested amount.'],
    ['1180', 'The payment is expired.'],
  ])('returnCode %s is a failed payment with LINE Pay’s words', async (code, message) => {
    const line = fakeLinePay(`{"returnCode":"${code}","returnMessage":"${message}"}`);
    const verdict = await gateway(line.fetch).verify(returning(back), knownAttempt);
    expect(verdict).toEqual({
      tradeNo: charge.tradeNo,
      outcome: 'failed',
      amount: 1200,
      providerTradeNo: TRANSACTION_ID,
      message: `${code} ${message}`,
    });
  });

  // LINE Pay's error codes: 1198 a call for the payment still in progress, 1199 and 9000 internal.
  test.each(['1198', '1199', '9000'])(
    'returnCode %s leaves the payment pending, inviting no second one',
    async (code) => {
      const line = fakeLinePay(`{"returnCode":"${code}","returnMessage":"-"}`);
      const verdict = await gateway(line.fetch).verify(returning(back), knownAttempt);
      expect(verdict).toMatchObject({ outcome: 'pending', message: `${code} -` });
    },
  );

  test('an unreadable confirmation throws, so the return can be tried again', async () => {
    const error = await gateway(fakeLinePay('Service Unavailable').fetch)
      .verify(returning(back), knownAttempt)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(GatewayRefusal);
    expect((error as Error).message).not.toContain(CREDENTIALS.channelSecret);
  });

  test('acknowledges nothing: LINE Pay sends no notification', () => {
    expect(gateway(fakeLinePay().fetch).acknowledgement).toBe('');
    expect(gateway(fakeLinePay().fetch).provider).toBe('linepay');
  });
});

// check-payment-request-status: 0000 not yet authorised, 0110 authorised (confirm now), 0121
// cancelled or expired, 0122 failed, 0123 paid.
describe('reconcile', () => {
  const trade = { tradeNo: charge.tradeNo, amount: 1200, providerTradeNo: TRANSACTION_ID };
  const checked = (code: string) => `{"returnCode":"${code}","returnMessage":"-"}`;

  test('asks the check API, signed, and confirms an authorised payment', async () => {
    const line = fakeLinePay(checked('0110'), CONFIRM_OK);
    const verdict = await gateway(line.fetch).reconcile!(trade);
    expect(verdict).toMatchObject({ outcome: 'paid', amount: 1200, providerTradeNo: TRANSACTION_ID });
    const check = line.request(0);
    expect(check.url).toBe(`https://sandbox-api-pay.line.me/v3/payments/requests/${TRANSACTION_ID}/check`);
    expect(check.method).toBe('GET');
    expectSigned(check, `/v3/payments/requests/${TRANSACTION_ID}/check`, '');
    expect(line.request(1).url).toBe(`https://sandbox-api-pay.line.me/v3/payments/${TRANSACTION_ID}/confirm`);
  });

  test('a payment LINE Pay completed is paid, as its details list it', async () => {
    const details = JSON.stringify({
      returnCode: '0000',
      returnMessage: 'OK',
      info: [
        {
          transactionId: TRANSACTION_ID,
          orderId: charge.tradeNo,
          transactionType: 'PAYMENT',
          payInfo: [{ amount: 1200 }],
        },
      ],
    });
    const line = fakeLinePay(checked('0123'), details);
    expect(await gateway(line.fetch).reconcile!(trade)).toMatchObject({ outcome: 'paid', amount: 1200 });
  });

  test.each([
    ['0121', 'failed'],
    ['0122', 'failed'],
    ['0000', null],
    ['9000', null],
  ])('check %s reads as %s', async (code, outcome) => {
    const verdict = await gateway(fakeLinePay(checked(code)).fetch).reconcile!(trade);
    expect(verdict?.outcome ?? null).toBe(outcome);
  });

  test('an authorised payment whose confirm is still undecided stays undecided', async () => {
    const line = fakeLinePay(checked('0110'), checked('1198'));
    expect(await gateway(line.fetch).reconcile!(trade)).toBeNull();
  });

  test('a trade without a LINE Pay transaction asks nothing', async () => {
    const line = fakeLinePay();
    expect(await gateway(line.fetch).reconcile!({ ...trade, providerTradeNo: null })).toBeNull();
    expect(line.requests).toEqual([]);
  });
});
