import { safeLastRoute } from './lastRoute';

describe('safeLastRoute', () => {
  test.each([
    ['/checkout', '/checkout'],
    ['/checkout/cvs-callback?token=abc&x=1', '/checkout/cvs-callback?token=abc&x=1'],
    ['/order/list?status=paid#top', '/order/list?status=paid#top'],
    ['/auth/set-password', '/auth/set-password'],
    ['/product/%E4%B8%AD', '/product/%E4%B8%AD'],
  ])('keeps the site path %s', (input, expected) => {
    expect(safeLastRoute(input)).toBe(expected);
  });

  test.each([
    [null],
    [undefined],
    [''],
    ['checkout'],
    ['//evil.example/checkout'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    [' /checkout'],
    ['/auth/auth-wrapper?lastRoute=/x'],
    ['/auth/callback?code=1'],
    ['/auth/signout'],
  ])('refuses %j', (input) => {
    expect(safeLastRoute(input)).toBeNull();
  });

  test('refuses a path too long to be one of ours', () => {
    expect(safeLastRoute('/' + 'a'.repeat(2000))).toBeNull();
  });
});
