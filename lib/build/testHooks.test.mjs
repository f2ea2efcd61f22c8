import { pageExtensions, testHookRoutes } from './testHooks.mjs';

test.each([
  ['a production build', {}, ['tsx', 'ts']],
  ['a build with hooks', { STOREFRONT_TEST_HOOKS: '1' }, ['tsx', 'ts', 'testhook.ts']],
  ['anything but 1', { STOREFRONT_TEST_HOOKS: 'true' }, ['tsx', 'ts']],
])('%s compiles route files with %j', (_, env, extensions) => {
  expect(pageExtensions(env)).toEqual(extensions);
});

test.each([
  [
    'a production build',
    { '/[host]/page': 'a', '/api-test/route': 'b', '/api-test/[shopId]/[[...rest]]/route': 'c' },
    [],
  ],
  [
    'a test build',
    {
      '/api-test/route': 'b',
      '/api-test/[shopId]/fault/route': 'c',
      '/api-test/[shopId]/stock/[stockId]/route': 'd',
    },
    ['/api-test/[shopId]/fault/route', '/api-test/[shopId]/stock/[stockId]/route'],
  ],
  ['a shop path that merely starts alike', { '/api-testing/route': 'a' }, []],
])('%s holds the test-hook routes it should', (_, manifest, routes) => {
  expect(testHookRoutes(manifest)).toEqual(routes);
});
