import { authorizeUrl, randomState, stateMatches } from './authorize';

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
