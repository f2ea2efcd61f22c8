import { linePayHeaders, linePaySignature, parseLinePayJson } from './signature';

/*
 * LINE Pay's documentation gives the signing rule but no signature with its expected value, so the
 * expected values below come from OpenSSL 3.0, independently of node:crypto:
 *
 *   S='a917ab6a2367b536f8e5a6e2977e06f4'
 *   printf '%s' "${S}/v3/payments/request"'{"amount":250,"currency":"TWD","orderId":"Your order ID"}'"44453d45-768e-40e8-8349-748e797c450f" \
 *     | openssl dgst -sha256 -hmac "$S" -binary | base64
 *   printf '%s' "${S}/v3/paymentstransactionId=2023071000012345678""44453d45-768e-40e8-8349-748e797c450f" \
 *     | openssl dgst -sha256 -hmac "$S" -binary | base64
 *
 * The secret is the placeholder of a public PHP sample (gist yidas/08c0f7009a72102df3b57fcbe3da6681)
 * and the nonce the one in LINE Pay's header example.
 */
const SECRET = 'a917ab6a2367b536f8e5a6e2977e06f4';
const NONCE = '44453d45-768e-40e8-8349-748e797c450f';

test.each([
  [
    'POST signs the JSON body',
    '/v3/payments/request',
    '{"amount":250,"currency":"TWD","orderId":"Your order ID"}',
    'oSVti46xBe8GDTVy/WyllciFK9Vn14X4zx3uuRbiL2g=',
  ],
  [
    'GET signs the query string',
    '/v3/payments',
    'transactionId=2023071000012345678',
    'v/aYxQoMQ4qsPampxpnADBYGMeI7m4QZ40cqf/iTV4w=',
  ],
])('linePaySignature: %s', (_name, uri, bodyOrQuery, expected) => {
  expect(linePaySignature(SECRET, uri, bodyOrQuery, NONCE)).toBe(expected);
});

test('each part of the message changes the signature', () => {
  const base = linePaySignature(SECRET, '/v3/payments/request', '{}', NONCE);
  expect(linePaySignature(SECRET, '/v3/payments/request', '{}', 'other-nonce')).not.toBe(base);
  expect(linePaySignature(SECRET, '/v3/payments/request', '{ }', NONCE)).not.toBe(base);
  expect(linePaySignature(SECRET, '/v3/payments/confirm', '{}', NONCE)).not.toBe(base);
  expect(linePaySignature('another-secret', '/v3/payments/request', '{}', NONCE)).not.toBe(base);
});

test('linePayHeaders carries the channel, the nonce and the signature, never the secret', () => {
  const body = '{"amount":250,"currency":"TWD","orderId":"Your order ID"}';
  const headers = linePayHeaders('1234567890', SECRET, '/v3/payments/request', body, NONCE);
  expect(headers).toEqual({
    'Content-Type': 'application/json',
    'X-LINE-ChannelId': '1234567890',
    'X-LINE-Authorization-Nonce': NONCE,
    'X-LINE-Authorization': 'oSVti46xBe8GDTVy/WyllciFK9Vn14X4zx3uuRbiL2g=',
  });
  expect(JSON.stringify(headers)).not.toContain(SECRET);
});

test('plain JSON.parse would round a 19-digit transaction id', () => {
  expect(String(JSON.parse('{"transactionId":2023071000012345678}').transactionId)).not.toBe(
    '2023071000012345678',
  );
});

test.each([
  [
    'a bare number',
    '{"returnCode":"0000","info":{"transactionId":2023071000012345678}}',
    ['info', 'transactionId'],
  ],
  [
    'spaces around the colon',
    '{"info": {"transactionId" :  2023071000012345678 }}',
    ['info', 'transactionId'],
  ],
  [
    'inside an array',
    '{"info":[{"transactionId":2023071000012345678,"orderId":"A1"}]}',
    ['info', 0, 'transactionId'],
  ],
  [
    'a refund id',
    '{"info":{"refundTransactionId":2023071000012345678,"refundTransactionDate":"2023-07-10T01:00:00Z"}}',
    ['info', 'refundTransactionId'],
  ],
  ['an id already quoted', '{"info":{"transactionId":"2023071000012345678"}}', ['info', 'transactionId']],
])('parseLinePayJson keeps %s exact', (_name, text, path) => {
  let value: unknown = parseLinePayJson(text);
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  expect(value).toBe('2023071000012345678');
});

test('parseLinePayJson leaves other numbers and text inside strings alone', () => {
  const text =
    '{"returnMessage":"see \\"transactionId\\":1 here","info":{"orderId":"A1","payInfo":[{"amount":1200}]}}';
  expect(parseLinePayJson(text)).toEqual({
    returnMessage: 'see "transactionId":1 here',
    info: { orderId: 'A1', payInfo: [{ amount: 1200 }] },
  });
});

test('parseLinePayJson rejects what is not JSON', () => {
  expect(() => parseLinePayJson('<html>bad gateway</html>')).toThrow(SyntaxError);
});
