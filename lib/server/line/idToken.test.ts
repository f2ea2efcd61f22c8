import { createHmac } from 'node:crypto';
import { signIdToken, verifyIdToken, type IdTokenClaims } from './idToken';

// The decoded payload LINE's documentation shows for an ID token ("Get profile information from ID
// tokens"), with the channel id 1234567890 and nonce 0987654asdf it names.
const DOCUMENTED: IdTokenClaims = {
  iss: 'https://access.line.me',
  sub: 'U1234567890abcdef1234567890abcdef',
  aud: '1234567890',
  exp: 1504169092,
  iat: 1504263657,
  nonce: '0987654asdf',
  amr: ['pwd'],
  name: 'Taro Line',
  picture: 'https://sample_line.me/aBcdefg123456',
};
const SECRET = 'channel-secret-of-the-test';
const BEFORE_EXP = new Date(1504169000 * 1000);
const expected = { channelId: '1234567890', channelSecret: SECRET, nonce: '0987654asdf', now: BEFORE_EXP };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header, signed HS256 with the secret. */
function forged(header: unknown, claims: unknown, secret = SECRET): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

test('the documented payload, signed with the channel secret, is accepted', () => {
  expect(verifyIdToken(signIdToken(DOCUMENTED, SECRET), expected)).toEqual({ ok: true, claims: DOCUMENTED });
});

test('the signed token has the documented HS256 header', () => {
  const [head] = signIdToken(DOCUMENTED, SECRET).split('.');
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'HS256' });
});

test.each([
  ['another secret', signIdToken(DOCUMENTED, 'other'), expected, 'signature'],
  ['another channel', signIdToken(DOCUMENTED, SECRET), { ...expected, channelId: '999' }, 'audience'],
  ['another nonce', signIdToken(DOCUMENTED, SECRET), { ...expected, nonce: 'x' }, 'nonce'],
  ['no nonce', signIdToken({ ...DOCUMENTED, nonce: undefined }, SECRET), expected, 'nonce'],
  [
    'expired (the documented exp)',
    signIdToken(DOCUMENTED, SECRET),
    { ...expected, now: new Date(1504169092 * 1000) },
    'expired',
  ],
  ['another issuer', signIdToken({ ...DOCUMENTED, iss: 'https://evil.example' }, SECRET), expected, 'issuer'],
  ['alg none', `${b64({ alg: 'none' })}.${b64(DOCUMENTED)}.`, expected, 'algorithm'],
  ['alg ES256', forged({ alg: 'ES256', kid: 'k' }, DOCUMENTED), expected, 'algorithm'],
  ['two parts', 'a.b', expected, 'malformed'],
  [
    'a payload that is no JSON',
    forged({ alg: 'HS256' }, 'x').replace(/\.[^.]+\./, '.bm90IGpzb24.'),
    expected,
    'signature',
  ],
  ['claims missing sub', forged({ alg: 'HS256' }, { ...DOCUMENTED, sub: undefined }), expected, 'malformed'],
  [
    'a tampered payload',
    signIdToken(DOCUMENTED, SECRET).replace(/\.[^.]+\./, `.${b64({ ...DOCUMENTED, sub: 'Uevil' })}.`),
    expected,
    'signature',
  ],
])('%s: %s', (_, token, expectation, problem) => {
  expect(verifyIdToken(token, expectation)).toEqual({ ok: false, problem });
});
