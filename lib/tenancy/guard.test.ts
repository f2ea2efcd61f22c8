import { guardRedirect } from './guard';

describe('guardRedirect', () => {
  test.each([
    ['/checkout', '', '/auth/auth-wrapper?lastRoute=%2Fcheckout'],
    [
      '/checkout/cvs-callback',
      '?token=a%20b&x=1',
      '/auth/auth-wrapper?lastRoute=%2Fcheckout%2Fcvs-callback%3Ftoken%3Da%2520b%26x%3D1',
    ],
    ['/profile', '', '/auth/auth-wrapper?lastRoute=%2Fprofile'],
    ['/profile/', '', '/auth/auth-wrapper?lastRoute=%2Fprofile%2F'],
    ['/order/list', '?status=paid', '/auth/auth-wrapper?lastRoute=%2Forder%2Flist%3Fstatus%3Dpaid'],
  ])('a signed-out visit of %s%s goes to AuthWrapper', (path, search, expected) => {
    expect(guardRedirect(path, search, false)).toBe(expected);
  });

  test.each([['/checkout'], ['/checkout/cvs-callback'], ['/profile'], ['/order/list']])(
    'a member passes %s',
    (path) => {
      expect(guardRedirect(path, '?a=1', true)).toBeNull();
    },
  );

  test.each([
    ['/'],
    ['/cart'],
    ['/checkout-info'],
    ['/profiles'],
    ['/order/complete/12'],
    ['/order/check/12'],
    ['/order'],
    ['/auth/auth-wrapper'],
    ['/auth/callback'],
    ['/product/p-1'],
  ])('an open page %s is never redirected', (path) => {
    expect(guardRedirect(path, '', false)).toBeNull();
  });
});
