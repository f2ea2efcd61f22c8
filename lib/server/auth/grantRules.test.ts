import { GRANT_TTL_MS, grantProblem, redirectHost } from './grantRules';

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

describe('redirectHost', () => {
  test.each([
    ['http://localhost:3000/auth/callback', 'localhost'],
    ['https://Shop.Example.com/auth/callback', 'shop.example.com'],
    ['http://127.0.0.1:3100/x', '127.0.0.1'],
    ['javascript:alert(1)', null],
    ['ftp://localhost/x', null],
    ['http://user:pw@localhost/x', null],
    ['http://[::1]:3000/x', null],
    ['not a url', null],
  ])('%s → %s', (uri, host) => {
    expect(redirectHost(uri)).toBe(host);
  });
});
