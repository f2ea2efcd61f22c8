import { pageViewPath } from './pagePath';

test.each([
  ['/', '', '/'],
  ['/productList/all', '?page=2', '/productList/all?page=2'],
  ['/order/list', '?status=unpaid', '/order/list?status=unpaid'],
  ['/checkout/cvs-callback', '?token=map-session', '/checkout/cvs-callback'],
  ['/auth/callback', '?code=grant&state=0123abcd', '/auth/callback'],
  ['/auth/login', '?redirect_uri=http%3A%2F%2Flocalhost%2Fauth%2Fcallback&state=0123abcd', '/auth/login'],
  ['/authors', '?page=2', '/authors?page=2'],
])('%s%s → %s', (pathname, search, expected) => {
  expect(pageViewPath(pathname, search)).toBe(expected);
});
