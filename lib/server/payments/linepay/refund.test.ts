import { RefundRefused, RefundUnanswered, type Fetch, type Refund } from '../gateway';
import { fakeProvider } from '../testing/fakeProvider';
import { createLinePayGateway } from './gateway';
import { refundableOf, refundBody, refundCodeMeaning, refundPath } from './refund';
import { linePaySignature } from './signature';

const CREDENTIALS = { channelId: '1656000000', channelSecret: 'line-channel-secret-0123456789ab' };
const TRANSACTION_ID = '2023071000012345678';

const refund: Refund = {
  tradeNo: '2026112400000042P1',
  providerTradeNo: TRANSACTION_ID,
  paid: 1200,
  amount: 400,
  key: '2026112400000042P1R7',
};

const refunds = (fetch: Fetch, environment: 'test' | 'production' = 'test') =>
  createLinePayGateway({ environment, credentials: CREDENTIALS, fetch }).refund!;

describe('pure', () => {
  test('the refund is addressed by the payment transaction and carries the amount', () => {
    expect(refundPath(TRANSACTION_ID)).toBe(`/v3/payments/${TRANSACTION_ID}/refund`);
    // The refund page's request example body, as JSON.
    expect(JSON.parse(refundBody(1000))).toEqual({ refundAmount: 1000 });
  });

  test.each([
    ['0000', 'refunded'],
    ['1198', 'not-acted'],
    ['1199', 'not-acted'],
    ['9000', 'not-acted'],
    ['1101', 'refused'],
    ['1104', 'refused'],
    ['1106', 'refused'],
    ['1150', 'refused'],
    ['1155', 'refused'],
    ['1163', 'refused'],
    ['1164', 'refused'],
    ['1165', 'refused'],
    ['1179', 'refused'],
  ])('return code %s means %s', (code, meaning) => {
    expect(refundCodeMeaning(code)).toBe(meaning);
  });

  const payment = (refundList: unknown[]) => [
    {
      transactionId: TRANSACTION_ID,
      transactionType: 'PAYMENT',
      payInfo: [
        { method: 'BALANCE', amount: 1000 },
        { method: 'DISCOUNT', amount: 200 },
      ],
      refundList,
    },
  ];
  test.each([
    ['no refunds yet', payment([]), 1200],
    ['refunds written positive', payment([{ refundAmount: 300 }, { refundAmount: 100 }]), 800],
    ['refunds written negative', payment([{ refundAmount: -300 }]), 900],
    [
      'no refundList at all',
      [{ transactionId: TRANSACTION_ID, transactionType: 'PAYMENT', payInfo: [{ amount: 50 }] }],
      50,
    ],
    ['another transaction only', [{ transactionId: '1', transactionType: 'PAYMENT', payInfo: [] }], null],
    ['not a list', { transactionId: TRANSACTION_ID }, null],
  ])('refundable with %s', (_name, info, left) => {
    expect(refundableOf(info, TRANSACTION_ID)).toBe(left);
  });
});

describe('send', () => {
  test.each([
    ['test', 'https://sandbox-api-pay.line.me'],
    ['production', 'https://api-pay.line.me'],
  ] as const)('%s: a signed POST to the refund API; the refund id kept exact', async (environment, host) => {
    const line = fakeProvider(
      '{"returnCode":"0000","returnMessage":"Success.","info":{"refundTransactionId":2023071000098765432,"refundTransactionDate":"2023-07-10T05:00:00Z"}}',
    );
    expect(await refunds(line.fetch, environment).send(refund)).toEqual({ reference: '2023071000098765432' });
    const r = line.request(0);
    expect(r.url).toBe(`${host}/v3/payments/${TRANSACTION_ID}/refund`);
    expect(r.method).toBe('POST');
    expect(r.body).toBe('{"refundAmount":400}');
    const nonce = r.headers['X-LINE-Authorization-Nonce']!;
    expect(r.headers['X-LINE-ChannelId']).toBe(CREDENTIALS.channelId);
    expect(r.headers['X-LINE-Authorization']).toBe(
      linePaySignature(CREDENTIALS.channelSecret, `/v3/payments/${TRANSACTION_ID}/refund`, r.body!, nonce),
    );
  });

  test.each([
    ['1164', 'Refund limit exceeded.', RefundRefused],
    ['1165', 'The transaction has already been refunded.', RefundRefused],
    ['1198', 'Duplicated the request calling API.', RefundUnanswered],
    ['9000', 'Internal error', RefundUnanswered],
  ])('%s is %p, named without the secret', async (code, message, kind) => {
    const error = await refunds(fakeProvider(`{"returnCode":"${code}","returnMessage":"${message}"}`).fetch)
      .send(refund)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toBe(`LINE Pay ${code} ${message}`);
    expect((error as Error).message).not.toContain(CREDENTIALS.channelSecret);
  });

  test('no answer, or one without JSON, is unanswered', async () => {
    const failing: Fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(refunds(failing).send(refund)).rejects.toBeInstanceOf(RefundUnanswered);
    await expect(refunds(fakeProvider('<html>502</html>').fetch).send(refund)).rejects.toBeInstanceOf(
      RefundUnanswered,
    );
  });

  test('a payment without LINE Pay’s transaction id is refused before any call', async () => {
    const line = fakeProvider();
    await expect(refunds(line.fetch).send({ ...refund, providerTradeNo: null })).rejects.toBeInstanceOf(
      RefundRefused,
    );
    expect(line.requests).toHaveLength(0);
  });
});

describe('refundable', () => {
  test('a signed GET of the payment details: paid less refunded', async () => {
    const line = fakeProvider(
      `{"returnCode":"0000","returnMessage":"success","info":[{"transactionId":${TRANSACTION_ID},"transactionType":"PAYMENT","payInfo":[{"method":"BALANCE","amount":1200}],"refundList":[{"refundTransactionId":2023071000098765432,"transactionType":"PARTIAL_REFUND","refundAmount":400}]}]}`,
    );
    expect(await refunds(line.fetch).refundable(refund)).toBe(800);
    const r = line.request(0);
    expect(r.url).toBe(`https://sandbox-api-pay.line.me/v3/payments?transactionId=${TRANSACTION_ID}`);
    expect(r.method).toBe('GET');
    const nonce = r.headers['X-LINE-Authorization-Nonce']!;
    expect(r.headers['X-LINE-Authorization']).toBe(
      linePaySignature(CREDENTIALS.channelSecret, '/v3/payments', `transactionId=${TRANSACTION_ID}`, nonce),
    );
  });

  test('details that do not list the payment leave the retry to wait, not to refund again', async () => {
    const line = fakeProvider('{"returnCode":"0000","returnMessage":"success","info":[]}');
    await expect(refunds(line.fetch).refundable(refund)).rejects.toBeInstanceOf(RefundUnanswered);
  });
});
