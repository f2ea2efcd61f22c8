import { consoleRoutePath, isConsolePath } from './names';

test.each([
  ['/admin', true],
  ['/admin/', true],
  ['/admin/orders/12', true],
  ['/administrator', false],
  ['/product/admin', false],
  ['/', false],
])('%s is the console: %s', (path, expected) => {
  expect(isConsolePath(path)).toBe(expected);
});

test.each([
  ['localhost', '/admin', '/-console/localhost'],
  ['shop2.localhost', '/admin/orders', '/-console/shop2.localhost/orders'],
  ['localhost', '/admin/orders/7', '/-console/localhost/orders/7'],
])('%s %s is served from %s', (host, path, expected) => {
  expect(consoleRoutePath(host, path)).toBe(expected);
});
