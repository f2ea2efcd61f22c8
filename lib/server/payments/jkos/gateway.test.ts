import type { Charge, Fetch, Incoming } from '../gateway';
import { GatewayRefusal } from '../gateway';
import { jkosDigest } from './client';
import { createJkosGateway, jkosValidTime, JkosCredentialsSchema } from './gateway';
import { fakeProvider } from '../testing/fakeProvider';

const CREDENTIALS = {
  storeId: '35f12dff-1581-11e9-a054-00505684fd45',
  apiKey: 'jko-api-key-0123',
  secretKey: 'jko-secret-key-0123456789abcdef',
};

const charge: Charge = {
  tradeNo: '2026112400000042_1',
  amount: 1200,
  description: '好茶小舖 訂單 2026112400000042',
  email: null,
  paymentType: 'jkos',
  expiresAt: new Date('2026-11-24T15:59:59Z'),
};
const urls = {
  notifyURL: 'https://shop.example.com/api/payments/jkos/notify',
  returnURL: 'https://shop.example.com/api/payments/jkos/return',
  backURL: 'https://shop.example.com/checkout',
};

const fakeJkos = fakeProvider;

function gateway(fetch: Fetch, environment: 'test' | 'production' = 'test') {
  return createJkosGateway({ environment, credentials: CREDENTIALS, fetch });
}

function notification(body: string, digest?: string): Incoming {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (digest !== undefined) headers.set('DIGEST', digest);
  return { method: 'POST', query: new URLSearchParams(), body, headers };
}

const NOTIFY_BODY = JSON.stringify({
  transaction: {
    platform_order_id: charge.tradeNo,
    status: 0,
    tradeNo: 'J0081521125050800003',
    trans_time: '2026-11-24 10:00:00',
    currency: 'TWD',
    final_price: '1200',
  },
});

function inquiryAnswer(status: number, finalPrice = '1200', orderId = charge.tradeNo): string {
  return JSON.stringify({
    result: '000',
    message: null,
    result_object: {
      transactions: [
        {
          platform_order_id: orderId,
          status,
          tradeNo: 'J0081521125050800003',
          final_price: finalPrice,
          currency: 'TWD',
        },
      ],
    },
  });
}

/*
 * JKO Pay's published signing examples (open-doc.jkos.com, 線上支付 OnlinePay › 串接說明 ›
 * 加簽加密說明), the Entry body copied byte for byte, its space after "currency": included.
 */
test.each([
  [
    'Entry API body (POST)',
    '{"platform_order_id":"demo-order-001","store_id":"35f12dff-1581-11e9-a054-00505684fd45","currency": "TWD","total_price":10,"final_price":10,"unredeem":10,"result_display_url":"https://display.com","result_url":"https://result-callback.xxx/xxx"}',
    '3577609b058ab85c2d0a00a5421a991979ed6b9f549476e9a82476dc1b70d876',
  ],
  [
    'Inquiry API query (GET)',
    'platform_order_ids=test123,demo-order-001',
    '7778b95890af17c5b41e8cef957f4769e7bfecc79e9f9ee555923293ebd8e880',
  ],
])('jkosDigest matches JKO Pay’s example: %s', (_name, payload, expected) => {
  const secret = 'r0odDC1e9LHXDmxuvmOv9bgaWLf2CXB2c4gMheoFucVKNMi1K0Id9zwRHJF1r-kdtAKriKgb11VDlo7Kb8R-FQ';
  expect(jkosDigest(secret, payload)).toBe(expected);
});

test.each([
  ['2026-11-24T15:59:59Z', '2026-11-24 23:59:59'],
  // 16:30 UTC is already the next day in Taiwan.
  ['2026-11-24T16:30:00Z', '2026-11-25 00:30:00'],
])('jkosValidTime(%s) = %s, Taiwan time', (at, expected) => {
  expect(jkosValidTime(new Date(at))).toBe(expected);
});

test('credentials need a store id, an API key and a secret key', () => {
  expect(JkosCredentialsSchema.safeParse(CREDENTIALS).success).toBe(true);
  expect(JkosCredentialsSchema.safeParse({ storeId: 'x', apiKey: 'y' }).success).toBe(false);
});

describe('start', () => {
  const ENTRY_OK = JSON.stringify({
    result: '000',
    message: null,
    result_object: {
      payment_url: 'https://uat-onlinepay.jkopay.app/web/pay?j=abc',
      qr_img: 'https://uat-onlinepay.jkopay.app/web/qr?j=abc',
      qr_timeout: 1764000000000,
    },
  });

  // JKO Pay gives each merchant its host (open-doc.jkos.com): kept with the keys, it is the one called.
  test('the merchant’s own host, kept with its keys, is the one called', async () => {
    const jko = fakeJkos(ENTRY_OK);
    const credentials = JkosCredentialsSchema.parse({
      ...CREDENTIALS,
      baseUrl: 'https://pay-42.jkopay.example/',
    });
    await createJkosGateway({ environment: 'production', credentials, fetch: jko.fetch }).start(charge, urls);
    expect(jko.request(0).url).toBe('https://pay-42.jkopay.example/platform/entry');
  });

  test.each([
    'http://pay.jkopay.example',
    'https://pay.jkopay.example/platform',
    'https://user:pw@pay.jkopay.example',
    'https://pay.jkopay.example/?x=1',
    'not a url',
  ])('a host %j is refused with the keys', (baseUrl) => {
    expect(JkosCredentialsSchema.safeParse({ ...CREDENTIALS, baseUrl }).success).toBe(false);
  });

  test.each([
    ['test', 'https://uat-onlinepay.jkopay.app/platform/entry'],
    ['production', 'https://onlinepay.jkopay.com/platform/entry'],
  ] as const)('%s: signed POST to %s, then a redirect to the payment page', async (environment, url) => {
    const jko = fakeJkos(ENTRY_OK);
    const start = await gateway(jko.fetch, environment).start(charge, urls);

    expect(start).toEqual({ kind: 'redirect', url: 'https://uat-onlinepay.jkopay.app/web/pay?j=abc' });
    const r = jko.request(0);
    expect(r.url).toBe(url);
    expect(r.method).toBe('POST');
    expect(JSON.parse(r.body!)).toEqual({
      platform_order_id: charge.tradeNo,
      store_id: CREDENTIALS.storeId,
      currency: 'TWD',
      total_price: 1200,
      final_price: 1200,
      unredeem: 0,
      valid_time: '2026-11-24 23:59:59',
      result_url: urls.notifyURL,
      result_display_url: urls.returnURL,
    });
    expect(r.headers['API-KEY']).toBe(CREDENTIALS.apiKey);
    expect(r.headers.DIGEST).toBe(jkosDigest(CREDENTIALS.secretKey, r.body!));
    expect(r.headers['Content-Type']).toBe('application/json');
  });

  test.each([
    ['a refusal', '{"result":"200","message":"Store not found","result_object":null}', /200 Store not found/],
    [
      'an order already paid',
      '{"result":"101","message":"Order is paid","result_object":null}',
      /101 Order is paid/,
    ],
    ['an HTML error page', '<html>502</html>', /without JSON/],
    ['JSON without a result', '{"status":500}', /without a result/],
  ])('%s throws an error without the secret', async (_name, answer, message) => {
    const error = await gateway(fakeJkos(answer).fetch)
      .start(charge, urls)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain(CREDENTIALS.secretKey);
    expect((error as Error).message).not.toContain(CREDENTIALS.apiKey);
  });

  test('an unreachable JKO Pay throws a clear error', async () => {
    const failing: Fetch = async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    await expect(gateway(failing).start(charge, urls)).rejects.toThrow(
      'JKO Pay POST /platform/entry could not be reached (TimeoutError)',
    );
  });
});

describe('verify', () => {
  test.each([
    [0, 'paid'],
    [100, 'failed'],
    [101, 'pending'],
    [1, 'pending'],
  ] as const)('inquiry status %i → %s', async (status, outcome) => {
    const jko = fakeJkos(inquiryAnswer(status));
    const verdict = await gateway(jko.fetch).verify(notification(NOTIFY_BODY), async () => null);

    expect(verdict).toMatchObject({
      tradeNo: charge.tradeNo,
      outcome,
      amount: 1200,
      providerTradeNo: 'J0081521125050800003',
    });
    const r = jko.request(0);
    expect(r.url).toBe(
      `https://uat-onlinepay.jkopay.app/platform/inquiry?platform_order_ids=${charge.tradeNo}`,
    );
    expect(r.method).toBe('GET');
    expect(r.body).toBeUndefined();
    expect(r.headers.DIGEST).toBe(jkosDigest(CREDENTIALS.secretKey, `platform_order_ids=${charge.tradeNo}`));
  });

  test('trusts the inquiry, not the notification', async () => {
    const jko = fakeJkos(inquiryAnswer(101, '1200'));
    const verdict = await gateway(jko.fetch).verify(notification(NOTIFY_BODY), async () => null);
    expect(verdict.outcome).toBe('pending');
  });

  test('accepts a notification whose DIGEST header matches the raw body', async () => {
    const jko = fakeJkos(inquiryAnswer(0));
    const signed = notification(NOTIFY_BODY, jkosDigest(CREDENTIALS.secretKey, NOTIFY_BODY));
    await expect(gateway(jko.fetch).verify(signed, async () => null)).resolves.toMatchObject({
      outcome: 'paid',
    });
  });

  test.each([
    ['a DIGEST that does not match', notification(NOTIFY_BODY, jkosDigest('another-secret', NOTIFY_BODY))],
    ['a DIGEST of another length', notification(NOTIFY_BODY, 'abc')],
    ['a body that is not JSON', notification('platform_order_id=1')],
    ['no transaction', notification('{"result":"000"}')],
    [
      'a trade number that is not ours',
      notification('{"transaction":{"platform_order_id":"../x?y=1","status":0}}'),
    ],
  ])('refuses %s without asking JKO Pay', async (_name, incoming) => {
    const jko = fakeJkos(inquiryAnswer(0));
    await expect(gateway(jko.fetch).verify(incoming, async () => null)).rejects.toBeInstanceOf(
      GatewayRefusal,
    );
    expect(jko.requests).toHaveLength(0);
  });

  test.each([
    ['says it does not exist (102)', inquiryAnswer(102)],
    ['lists another order only', inquiryAnswer(0, '1200', '2026112400000099_1')],
  ])('refuses when the inquiry %s', async (_name, answer) => {
    await expect(
      gateway(fakeJkos(answer).fetch).verify(notification(NOTIFY_BODY), async () => null),
    ).rejects.toBeInstanceOf(GatewayRefusal);
  });

  test('a failed inquiry throws, so JKO Pay retries the notification', async () => {
    const error = await gateway(
      fakeJkos('{"result":"999","message":"Internal Error","result_object":null}').fetch,
    )
      .verify(notification(NOTIFY_BODY), async () => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(GatewayRefusal);
    expect((error as Error).message).toMatch(/999 Internal Error/);
    expect((error as Error).message).not.toContain(CREDENTIALS.secretKey);
  });

  test('provider and acknowledgement', () => {
    const g = gateway(fakeJkos().fetch);
    expect(g.provider).toBe('jkos');
    expect(g.acknowledgement).toBe('');
  });
});
