import { lineAuthorizeUrl } from './line';

test('lineAuthorizeUrl asks LINE Login for a code with the shop’s parameters', () => {
  const url = new URL(
    lineAuthorizeUrl({ clientId: '123', redirectUri: 'https://shop.example/line?x=1', state: 's&t' }),
  );
  expect(url.origin + url.pathname).toBe('https://access.line.me/oauth2/v2.1/authorize');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    response_type: 'code',
    client_id: '123',
    redirect_uri: 'https://shop.example/line?x=1',
    state: 's&t',
    scope: 'profile openid',
  });
});
