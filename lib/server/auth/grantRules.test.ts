import { callbackHost, GRANT_TTL_MS, grantProblem } from './grantRules';

const issued = new Date('2030-01-01T00:00:00.000Z');
const grant = {
  orgId: 1,
  redirectUri: 'http://localhost:3000/auth/callback',
  expiresAt: new Date(issued.getTime() + GRANT_TTL_MS),
  usedAt: null,
};
const claim = { orgId: 1, redirectUri: 'http://localhost:3000/auth/callback' };
const after = (ms: number) => new Date(issued.getTime() + ms);

describe('grantProblem', () => {
  test.each([
    [0, null],
    [GRANT_TTL_MS - 1, null],
    [GRANT_TTL_MS, 'expired'],
    [GRANT_TTL_MS + 60_000, 'expired'],
  ])('%i ms after issue: %s', (ms, problem) => {
    expect(grantProblem(grant, claim, after(ms))).toBe(problem);
  });

  test('a used code is refused, reported as reuse even once expired', () => {
    expect(grantProblem({ ...grant, usedAt: after(1) }, claim, after(2))).toBe('used');
    expect(grantProblem({ ...grant, usedAt: after(1) }, claim, after(GRANT_TTL_MS * 2))).toBe('used');
  });

  test.each([
    ['http://localhost:3000/auth/callback?x=1'],
    ['http://localhost:3000/auth/callback/'],
    ['https://localhost:3000/auth/callback'],
    ['http://localhost:3001/auth/callback'],
    ['http://shop2.localhost:3000/auth/callback'],
  ])('bound to its exact redirect URI: %s is refused', (redirectUri) => {
    expect(grantProblem(grant, { ...claim, redirectUri }, after(1))).toBe('redirect');
  });

  test("another organisation's shop cannot exchange it", () => {
    expect(grantProblem(grant, { ...claim, orgId: 2 }, after(1))).toBe('org');
  });
});

describe('callbackHost', () => {
  test.each([
    ['http://localhost:3000/auth/callback', 'localhost'],
    ['http://shop2.localhost:3100/auth/callback', 'shop2.localhost'],
    ['http://127.0.0.1:3000/auth/callback', '127.0.0.1'],
    ['https://shop.example.com/auth/callback', 'shop.example.com'],
    ['http://shop.example.com/auth/callback', 'shop.example.com'],
  ])('the callback %s → %s', (uri, host) => {
    expect(callbackHost(uri)).toBe(host);
  });

  test.each([
    // Another path of the shop.
    ['http://localhost:3000/'],
    ['http://localhost:3000/auth/login'],
    ['http://localhost:3000/auth/callback/'],
    ['http://localhost:3000/auth/callbackx'],
    ['http://localhost:3000/auth/callback/../../cart'],
    ['http://localhost:3000/x/../auth/callback'],
    ['http://localhost:3000/auth/./callback'],
    ['http://localhost:3000/AUTH/callback'],
    ['http://localhost:3000//auth/callback'],
    // Encodings that a server or browser may decode into something else.
    ['http://localhost:3000/auth%2Fcallback'],
    ['http://localhost:3000/auth/%63allback'],
    ['http://localhost:3000\\auth\\callback'],
    ['http://localhost:3000/auth\\callback'],
    // Query and fragment tricks.
    ['http://localhost:3000/auth/callback?'],
    ['http://localhost:3000/auth/callback?next=https://evil.example'],
    ['http://localhost:3000/auth/callback?code=planted&state=x'],
    ['http://localhost:3000/auth/callback#'],
    ['http://localhost:3000/auth/callback#@evil.example'],
    ['http://evil.example/?http://localhost:3000/auth/callback'],
    // User info, host and scheme tricks.
    ['http://user:pw@localhost:3000/auth/callback'],
    ['http://localhost:3000@evil.example/auth/callback'],
    ['http://evil.example\\@localhost:3000/auth/callback'],
    ['http://localhost%2eevil.example/auth/callback'],
    ['http://LOCALHOST:3000/auth/callback'],
    ['http://localhost.:3000/auth/callback'],
    ['http://[::1]:3000/auth/callback'],
    ['//localhost:3000/auth/callback'],
    ['javascript:alert(1)//localhost/auth/callback'],
    ['ftp://localhost/auth/callback'],
    [' http://localhost:3000/auth/callback'],
    ['not a url'],
    // Ports: only local names run on one.
    ['https://shop.example.com:8443/auth/callback'],
    ['http://shop.example.com:3000/auth/callback'],
    ['https://shop.example.com:443/auth/callback'],
    ['http://localhost:80/auth/callback'],
  ])('refuses %s', (uri) => {
    expect(callbackHost(uri)).toBeNull();
  });
});
