import type { Charge, Fetch, Incoming } from '../gateway';
import { GatewayRefusal, ReviewRefused, type Outcome } from '../gateway';
import { createPchomePayGateway, outcomeOf, PchomePayCredentialsSchema } from './gateway';
import { fakeProvider } from '../testing/fakeProvider';

const CREDENTIALS = { appId: 'A1B2C3D4E5', secret: 'pchomepay-secret-0123456789' };
const BASIC = `Basic ${Buffer.from('A1B2C3D4E5:pchomepay-secret-0123456789').toString('base64')}`;

const charge: Charge = {
  tradeNo: '2026112400000042_1',
  amount: 1200,
  description: '好茶小舖 訂單 2026112400000042',
  email: 'buyer@example.com',
  paymentType: 'pchomepay',
  expiresAt: new Date('2026-11-24T16:00:00Z'),
};
const urls = {
  notifyURL: 'https://shop.example.com/api/payments/pchomepay/notify',
  returnURL: 'https://shop.example.com/api/payments/pchomepay/return',
  backURL: 'https://shop.example.com/checkout',
};

const fakePchomePay = fakeProvider;

function gateway(fetch: Fetch, environment: 'test' | 'production' = 'test') {
  return createPchomePayGateway({ environment, credentials: CREDENTIALS, fetch });
}

const TOKEN = '{"token":"tok-1","expired_in":1800,"expired_timestamp":1764000000}';
const PAYMENT = `{"order_id":"${charge.tradeNo}","payment_url":"https://sandbox-secure.pchomepay.com.tw/apipay/ppwf?_pwfkey_=abc"}`;

function order(status: string, amount = 1200, orderId = charge.tradeNo, statusCode?: string): string {
  return JSON.stringify({
    order_id: orderId,
    status,
    ...(statusCode ? { status_code: statusCode } : {}),
    amount,
    pay_type: 'CARD',
    trade_amount: amount,
  });
}

function notification(fields: Record<string, string>): Incoming {
  return {
    method: 'POST',
    query: new URLSearchParams(),
    body: new URLSearchParams(fields).toString(),
    headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded' }),
  };
}

const CONFIRM = notification({
  notify_type: 'order_confirm',
  notify_message: JSON.stringify({ order_id: charge.tradeNo, status: 'S', amount: 1200, pay_type: 'CARD' }),
});

test('credentials need an app id and a secret', () => {
  expect(PchomePayCredentialsSchema.safeParse(CREDENTIALS).success).toBe(true);
  expect(PchomePayCredentialsSchema.safeParse({ appId: 'A1B2C3D4E5', secret: '' }).success).toBe(false);
});

describe('start', () => {
  test.each([
    ['test', 'https://sandbox-api.pchomepay.com.tw'],
    ['production', 'https://api.pchomepay.com.tw'],
  ] as const)('%s: a token by Basic auth, then the payment, then a redirect', async (environment, base) => {
    const pchome = fakePchomePay(TOKEN, PAYMENT);
    const start = await gateway(pchome.fetch, environment).start(charge, urls);

    expect(start).toEqual({
      kind: 'redirect',
      url: 'https://sandbox-secure.pchomepay.com.tw/apipay/ppwf?_pwfkey_=abc',
    });
    const [tokenRequest, paymentRequest] = [pchome.request(0), pchome.request(1)];
    expect(tokenRequest).toMatchObject({ url: `${base}/v1/token`, method: 'POST' });
    expect(tokenRequest.headers.Authorization).toBe(BASIC);
    expect(paymentRequest).toMatchObject({ url: `${base}/v1/payment`, method: 'POST' });
    expect(paymentRequest.headers['pcpay-token']).toBe('tok-1');
    expect(paymentRequest.headers.Authorization).toBeUndefined();
    expect(JSON.parse(paymentRequest.body!)).toEqual({
      order_id: charge.tradeNo,
      pay_type: ['CARD'],
      amount: 1200,
      return_url: urls.returnURL,
      notify_url: urls.notifyURL,
      items: [{ name: charge.description, url: 'https://shop.example.com' }],
    });
  });

  test.each([
    [
      'a refused token',
      ['{"error_type":"authentication_error","code":10001,"message":"auth fail"}'],
      /10001 auth fail/,
    ],
    [
      'a refused payment',
      [TOKEN, '{"error_type":"invalid_request_error","code":20001,"message":"order id duplicate "}'],
      /20001 order id duplicate/,
    ],
    ['a token answer without a token', ['{}'], /without a token/],
    ['a payment answer without a URL', [TOKEN, '{"order_id":"x"}'], /without a payment_url/],
    ['an HTML error page', ['<html>503</html>'], /without JSON/],
  ])('%s throws an error without the secret', async (_name, answers, message) => {
    const error = await gateway(fakePchomePay(...answers).fetch)
      .start(charge, urls)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain(CREDENTIALS.secret);
    expect((error as Error).message).not.toContain(BASIC.slice(6));
  });

  test('an unreachable PChomePay throws a clear error', async () => {
    const failing: Fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(gateway(failing).start(charge, urls)).rejects.toThrow(
      'PChomePay POST /v1/token could not be reached (TypeError)',
    );
  });
});

describe('verify', () => {
  test.each([
    ['S', 'paid'],
    ['F', 'failed'],
    ['W', 'pending'],
  ] as const)('re-queried status %s → %s, with a fresh token', async (status, outcome) => {
    const pchome = fakePchomePay(TOKEN, order(status));
    const verdict = await gateway(pchome.fetch).verify(CONFIRM, async () => null);

    expect(verdict).toEqual({
      tradeNo: charge.tradeNo,
      outcome,
      amount: 1200,
      providerTradeNo: null,
      message: status,
    });
    const [tokenRequest, query] = [pchome.request(0), pchome.request(1)];
    expect(tokenRequest.headers.Authorization).toBe(BASIC);
    expect(query).toMatchObject({
      url: `https://sandbox-api.pchomepay.com.tw/v1/payment/${charge.tradeNo}`,
      method: 'GET',
      body: undefined,
    });
    expect(query.headers['pcpay-token']).toBe('tok-1');
  });

  test('trusts the query, not the notification: amount and outcome come from PChomePay', async () => {
    const pchome = fakePchomePay(TOKEN, order('W', 1));
    const verdict = await gateway(pchome.fetch).verify(CONFIRM, async () => null);
    expect(verdict).toMatchObject({ outcome: 'pending', amount: 1 });
  });

  test.each([
    ['no fields', {}],
    ['no notify_message', { notify_type: 'order_confirm' }],
    ['a notify_message that is not JSON', { notify_type: 'order_confirm', notify_message: 'order_id=1' }],
    ['no order id', { notify_type: 'order_confirm', notify_message: '{"status":"S"}' }],
    [
      'an order id that would leave the query path',
      { notify_type: 'order_confirm', notify_message: '{"order_id":"../refund"}' },
    ],
  ])('refuses a notification with %s without asking PChomePay', async (_name, fields) => {
    const pchome = fakePchomePay(TOKEN, order('S'));
    await expect(gateway(pchome.fetch).verify(notification(fields), async () => null)).rejects.toBeInstanceOf(
      GatewayRefusal,
    );
    expect(pchome.requests).toHaveLength(0);
  });

  test('refuses when PChomePay answers about another order', async () => {
    const pchome = fakePchomePay(TOKEN, order('S', 1200, '2026112400000099_1'));
    await expect(gateway(pchome.fetch).verify(CONFIRM, async () => null)).rejects.toBeInstanceOf(
      GatewayRefusal,
    );
  });

  test('a failed query throws, so the notification can come again', async () => {
    const pchome = fakePchomePay(
      TOKEN,
      '{"error_type":"invalid_request_error","code":20002,"message":"order not exist"}',
    );
    const error = await gateway(pchome.fetch)
      .verify(CONFIRM, async () => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(GatewayRefusal);
    expect((error as Error).message).not.toContain(CREDENTIALS.secret);
  });

  test('answers notifications with "success"', () => {
    const g = gateway(fakePchomePay().fetch);
    expect(g.provider).toBe('pchomepay');
    expect(g.acknowledgement).toBe('success');
  });
});

/** The status codes of PChomePay's WooCommerce module (includes/OrderStatusCodeEnum.php). */
describe('outcomeOf', () => {
  test.each<[string, string | null, Outcome]>([
    ['S', null, 'paid'],
    ['F', null, 'failed'],
    ['F', 'FE', 'failed'],
    ['F', 'FC', 'failed'],
    ['F', 'FP', 'failed'],
    ['W', 'WAC', 'review'],
    ['W', 'WAP', 'pending'],
    ['W', 'WP', 'pending'],
    ['W', 'WB', 'pending'],
    ['W', 'WO', 'pending'],
    ['W', null, 'pending'],
    ['S', 'WAC', 'paid'],
    ['X', 'WAC', 'pending'],
  ])('status %s, status_code %s → %s', (status, code, outcome) => {
    expect(outcomeOf(status, code)).toBe(outcome);
  });
});

describe('review', () => {
  const AUDIT_OK = `{"order_id":"${charge.tradeNo}","status":"SUCC"}`;

  test('a query answering W WAC is held for the shop’s review', async () => {
    const pchome = fakePchomePay(TOKEN, order('W', 1200, charge.tradeNo, 'WAC'));
    const verdict = await gateway(pchome.fetch).verify(CONFIRM, async () => null);
    expect(verdict).toEqual({
      tradeNo: charge.tradeNo,
      outcome: 'review',
      amount: 1200,
      providerTradeNo: null,
      message: 'W WAC',
    });
  });

  test.each([
    ['approve', 'PASS'],
    ['reject', 'DENY'],
  ] as const)('%s: POST /v1/payment/audit with status %s and a fresh token', async (decision, status) => {
    const pchome = fakePchomePay(TOKEN, AUDIT_OK);
    await expect(gateway(pchome.fetch).review!.audit(charge.tradeNo, decision)).resolves.toBeUndefined();
    const [tokenRequest, audit] = [pchome.request(0), pchome.request(1)];
    expect(tokenRequest.headers.Authorization).toBe(BASIC);
    expect(audit).toMatchObject({
      url: 'https://sandbox-api.pchomepay.com.tw/v1/payment/audit',
      method: 'POST',
    });
    expect(audit.headers['pcpay-token']).toBe('tok-1');
    expect(JSON.parse(audit.body!)).toEqual({ order_id: charge.tradeNo, status });
  });

  test('an audit PChomePay refuses (80001: not in a state that allows it) is a ReviewRefused', async () => {
    const pchome = fakePchomePay(
      TOKEN,
      '{"error_type":"audit_error","code":80001,"message":"status invalid"}',
    );
    const error = await gateway(pchome.fetch)
      .review!.audit(charge.tradeNo, 'approve')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReviewRefused);
    expect((error as Error).message).toMatch(/80001/);
    expect((error as Error).message).not.toContain(CREDENTIALS.secret);
  });

  test.each([
    ['an answer without SUCC', [TOKEN, `{"order_id":"${charge.tradeNo}","status":"FAIL"}`]],
    ['an answer about another order', [TOKEN, '{"order_id":"2026112400000099_1","status":"SUCC"}']],
    ['an HTML error page', [TOKEN, '<html>502</html>']],
    ['a refused token', ['{"error_type":"authentication_error","code":10001,"message":"auth fail"}']],
  ])('%s is no answer to the decision, not a ReviewRefused', async (_name, answers) => {
    const error = await gateway(fakePchomePay(...answers).fetch)
      .review!.audit(charge.tradeNo, 'reject')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ReviewRefused);
  });

  test('an audit of what is not one of our trade numbers is refused without asking PChomePay', async () => {
    const pchome = fakePchomePay(TOKEN, AUDIT_OK);
    await expect(gateway(pchome.fetch).review!.audit('../refund', 'approve')).rejects.toBeInstanceOf(
      ReviewRefused,
    );
    await expect(gateway(pchome.fetch).review!.query('../refund')).rejects.toBeInstanceOf(GatewayRefusal);
    expect(pchome.requests).toHaveLength(0);
  });

  test.each<[string, string, Outcome]>([
    ['S', '', 'paid'],
    ['F', 'FC', 'failed'],
    ['W', 'WAC', 'review'],
  ])('query: GET /v1/payment/{order_id} answering %s %s → %s', async (status, code, outcome) => {
    const pchome = fakePchomePay(TOKEN, order(status, 1200, charge.tradeNo, code || undefined));
    const verdict = await gateway(pchome.fetch).review!.query(charge.tradeNo);
    expect(verdict).toEqual({
      tradeNo: charge.tradeNo,
      outcome,
      amount: 1200,
      providerTradeNo: null,
      message: code ? `${status} ${code}` : status,
    });
    expect(pchome.request(1)).toMatchObject({
      url: `https://sandbox-api.pchomepay.com.tw/v1/payment/${charge.tradeNo}`,
      method: 'GET',
    });
  });
});
