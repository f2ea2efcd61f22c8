import { authorizeUrl, randomState, signOutReturn, signOutUrl, stateMatches } from './authorize';

describe('randomState', () => {
  test('is 16 bytes as 32 hex digits', () => {
    expect(randomState()).toMatch(/^[0-9a-f]{32}$/);
  });

  test('pads small bytes so every state has the same length', () => {
    expect(randomState((b) => b.fill(1))).toBe('01'.repeat(16));
  });

  test('differs between calls', () => {
    expect(randomState()).not.toBe(randomState());
  });
});

describe('authorizeUrl', () => {
  test.each([
    ['http://localhost:3000/auth', 'http://localhost:3000'],
    ['http://localhost:3000/auth/', 'http://localhost:3000'],
    ['/auth', 'http://localhost:3000'],
    ['https://auth.example.com/auth', 'https://auth.example.com'],
  ])('opens the login screen of %s with the callback and the state', (host, authOrigin) => {
    const url = new URL(authorizeUrl(host, 'http://localhost:3000', 'abc'));
    expect(url.origin).toBe(authOrigin);
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/callback');
    expect(url.searchParams.get('state')).toBe('abc');
  });
});

describe('stateMatches', () => {
  test.each([
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    [null, 'abc', false],
    ['abc', null, false],
    ['', '', false],
    [null, null, false],
  ])('%j against the stored %j is %s', (received, stored, expected) => {
    expect(stateMatches(received, stored)).toBe(expected);
  });
});

describe('signOutUrl', () => {
  test.each([
    ['http://shop2.localhost:3000/auth', 'http://shop2.localhost:3000'],
    ['http://shop2.localhost:3000/auth/', 'http://shop2.localhost:3000'],
    ['/auth', 'http://shop2.localhost:3000'],
    ['https://auth.example.com/auth', 'https://auth.example.com'],
  ])('opens the sign-out of %s, asked to come back to the shop’s home', (host, authOrigin) => {
    const url = new URL(signOutUrl(host, 'http://shop2.localhost:3000'));
    expect(url.origin).toBe(authOrigin);
    expect(url.pathname).toBe('/auth/signout');
    expect(url.searchParams.get('redirect_uri')).toBe('http://shop2.localhost:3000/');
  });
});

describe('signOutReturn', () => {
  const origin = 'https://shop.example.com';
  test.each([
    ['the shop’s home', 'https://shop.example.com/', 'https://shop.example.com/'],
    ['a page of the shop', 'https://shop.example.com/cart?x=1', 'https://shop.example.com/cart?x=1'],
    ['nothing', null, 'https://shop.example.com/'],
    ['another site', 'https://evil.example/', 'https://shop.example.com/'],
    ['a look-alike host', 'https://shop.example.com.evil.example/', 'https://shop.example.com/'],
    ['the same host over http', 'http://shop.example.com/', 'https://shop.example.com/'],
    ['another port', 'https://shop.example.com:8443/', 'https://shop.example.com/'],
    ['a scheme-relative address', '//evil.example/', 'https://shop.example.com/'],
    ['a relative path', '/cart', 'https://shop.example.com/'],
    ['javascript:', 'javascript:alert(1)', 'https://shop.example.com/'],
    ['a credentials trick', 'https://shop.example.com@evil.example/', 'https://shop.example.com/'],
    ['garbage', 'not a url', 'https://shop.example.com/'],
  ])('%s → %s', (_, redirectUri, expected) => {
    expect(signOutReturn(redirectUri, origin)).toBe(expected);
  });
});
