import { codeChallenge, newCodeVerifier, verifierMatches } from './pkce';

// RFC 7636 appendix B: the published verifier and its S256 challenge.
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

test('the S256 challenge of RFC 7636’s example', () => {
  expect(codeChallenge(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
});

test('a new verifier is 43 URL-safe characters and differs each time', () => {
  const a = newCodeVerifier();
  expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(newCodeVerifier()).not.toBe(a);
});

test.each([
  [RFC_VERIFIER, RFC_CHALLENGE, true],
  [RFC_VERIFIER, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cN', false],
  ['short', codeChallenge('short'), false],
  [`${RFC_VERIFIER}!`, codeChallenge(`${RFC_VERIFIER}!`), false],
])('verifier %s against %s: %s', (verifier, challenge, expected) => {
  expect(verifierMatches(verifier, challenge)).toBe(expected);
});
