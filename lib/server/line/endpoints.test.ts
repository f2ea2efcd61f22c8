import { authorizeUrl, lineEndpoints } from './endpoints';

test.each([
  [
    'production',
    {
      authorize: 'https://access.line.me/oauth2/v2.1/authorize',
      token: 'https://api.line.me/oauth2/v2.1/token',
      verify: 'https://api.line.me/oauth2/v2.1/verify',
    },
  ],
  [
    'sandbox',
    {
      authorize: 'http://shop2.localhost:3000/api-client/lineSandbox/authorize',
      token: 'http://shop2.localhost:3000/api-client/lineSandbox/token',
      verify: 'http://shop2.localhost:3000/api-client/lineSandbox/verify',
    },
  ],
] as const)('%s endpoints', (environment, expected) => {
  expect(lineEndpoints(environment, 'http://shop2.localhost:3000')).toEqual(expected);
});

test('the authorization request carries every parameter of LINE Login v2.1 with PKCE', () => {
  const url = new URL(
    authorizeUrl('https://access.line.me/oauth2/v2.1/authorize', {
      clientId: '1234567890',
      redirectUri: 'https://shop.example/auth/line/callback',
      state: 's&t',
      nonce: 'n1',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    }),
  );
  expect(url.origin + url.pathname).toBe('https://access.line.me/oauth2/v2.1/authorize');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    response_type: 'code',
    client_id: '1234567890',
    redirect_uri: 'https://shop.example/auth/line/callback',
    state: 's&t',
    scope: 'openid profile',
    nonce: 'n1',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
});
