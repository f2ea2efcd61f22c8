import { cookieValue, startupTokenStep } from './startupToken';

describe('startupTokenStep', () => {
  const base = { cookieToken: null, storedToken: null, memberToken: null, path: '/' };
  test.each([
    ['nothing stored', {}, { action: 'none' }],
    ['a user token cookie, no member token', { cookieToken: 'u1' }, { action: 'exchange', userToken: 'u1' }],
    ['a stored user token only', { storedToken: 'u2' }, { action: 'exchange', userToken: 'u2' }],
    [
      'the cookie wins over storage',
      { cookieToken: 'u1', storedToken: 'u2' },
      { action: 'exchange', userToken: 'u1' },
    ],
    ['already a member', { cookieToken: 'u1', memberToken: 'm1' }, { action: 'none' }],
    ['an empty cookie', { cookieToken: '' }, { action: 'none' }],
    [
      'on a product page',
      { cookieToken: 'u1', path: '/product/p-1' },
      { action: 'exchange', userToken: 'u1' },
    ],
    ['on the auth host’s login', { cookieToken: 'u1', path: '/auth/login' }, { action: 'none' }],
    ['on the callback', { cookieToken: 'u1', path: '/auth/callback' }, { action: 'none' }],
    [
      'on a page named like auth',
      { cookieToken: 'u1', path: '/authors' },
      { action: 'exchange', userToken: 'u1' },
    ],
  ])('%s', (_, given, step) => {
    expect(startupTokenStep({ ...base, ...given })).toEqual(step);
  });
});

describe('cookieValue', () => {
  test.each([
    ['userToken=abc', 'abc'],
    ['a=1; userToken=abc; b=2', 'abc'],
    ['xuserToken=abc', null],
    ['userToken=', null],
    ['', null],
    ['userToken=a%20b', 'a b'],
    ['userToken=%E0%A4%A', '%E0%A4%A'],
  ])('%p → %p', (cookies, value) => {
    expect(cookieValue(cookies, 'userToken')).toBe(value);
  });
});
