import { hostPath, isPassThrough, normalizeHost } from './host';

describe('normalizeHost', () => {
  test.each([
    ['localhost:3000', 'localhost'],
    ['Shop2.LocalHost:8080', 'shop2.localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['shop.example.com.', 'shop.example.com'],
    ['  closed.localhost ', 'closed.localhost'],
  ])('%s → %s', (header, host) => expect(normalizeHost(header)).toBe(host));

  test.each([[null], [''], ['[::1]:3000'], ['evil/..'], ['a b'], ['-bad.host'], ['x'.repeat(300)]])(
    'refuses %s',
    (header) => expect(normalizeHost(header)).toBeNull(),
  );
});

describe('isPassThrough', () => {
  test.each([
    '/api-client/1/ecommerceProduct',
    '/api-auth/1/userInfoSetting',
    '/api-admin/1/orders',
    '/_next/static/x.js',
    '/colorTheme/ohbot.css',
    '/demo/logo.svg',
  ])('%s is not a storefront page', (p) => expect(isPassThrough(p)).toBe(true));
  test.each([
    '/',
    '/product/abc',
    '/robots.txt',
    '/sitemap.xml',
    '/api-clientele',
    '/admin',
    '/favicon.ico',
    '/shop2.localhost',
  ])('%s is a storefront page', (p) => expect(isPassThrough(p)).toBe(false));
});

test('hostPath prefixes the host and keeps the path', () => {
  expect(hostPath('localhost', '/')).toBe('/localhost');
  expect(hostPath('shop2.localhost', '/product/x')).toBe('/shop2.localhost/product/x');
});
