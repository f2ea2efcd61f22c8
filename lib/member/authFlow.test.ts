import { flowFromQuery, grantRedirectUrl, resendSecondsLeft } from './authFlow';

describe('flowFromQuery', () => {
  test('reads the redirect URI and state of the shop', () => {
    const query = new URLSearchParams({ redirect_uri: 'http://localhost:3000/auth/callback', state: 's1' });
    expect(flowFromQuery(query)).toEqual({ redirectUri: 'http://localhost:3000/auth/callback', state: 's1' });
  });

  test.each([
    ['state=s1'],
    ['redirect_uri=http%3A%2F%2Flocalhost%2Fauth%2Fcallback'],
    ['redirect_uri=javascript%3Aalert(1)&state=s1'],
    ['redirect_uri=%2Fauth%2Fcallback&state=s1'],
    ['redirect_uri=http%3A%2F%2Flocalhost%2Fauth%2Fcallback&state='],
  ])('no flow from %s', (query) => {
    expect(flowFromQuery(new URLSearchParams(query))).toBeNull();
  });
});

describe('grantRedirectUrl', () => {
  test.each([
    ['http://localhost:3000/auth/callback', 'http://localhost:3000/auth/callback?code=c%2B1&state=s'],
    ['https://shop.example/auth/callback?x=1', 'https://shop.example/auth/callback?x=1&code=c%2B1&state=s'],
    ['https://shop.example/auth/callback?state=old', 'https://shop.example/auth/callback?state=s&code=c%2B1'],
  ])('%s gets the code and state', (uri, expected) => {
    expect(grantRedirectUrl(uri, 'c+1', 's')).toBe(expected);
  });
});

describe('resendSecondsLeft', () => {
  test.each([
    [60_000, 0, 60],
    [60_000, 1, 60],
    [60_000, 59_001, 1],
    [60_000, 60_000, 0],
    [60_000, 90_000, 0],
  ])('resend at %d, now %d: %d s', (resendAt, now, expected) => {
    expect(resendSecondsLeft(resendAt, now)).toBe(expected);
  });
});
