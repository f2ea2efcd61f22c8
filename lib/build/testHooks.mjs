// @ts-check
// Test hooks (set a stock, remove a product, inject a fault, raise the open-order limit) are route
// files with their own extension, app/api-test/**/route.testhook.ts, compiled only into builds made
// with STOREFRONT_TEST_HOOKS=1. The scripts' test build (.next-e2e) has them; `npm run build` does not,
// so a production server has no such route whatever its environment says.

/** The route files' extension: `route.testhook.ts`. */
export const TEST_HOOK_EXTENSION = 'testhook.ts';

/**
 * next.config.ts `pageExtensions` for a build made with this environment. Only TypeScript: the app has
 * no JavaScript route or page files.
 * @param {Record<string, string | undefined>} env
 */
export function pageExtensions(env) {
  return env.STOREFRONT_TEST_HOOKS === '1' ? ['tsx', 'ts', TEST_HOOK_EXTENSION] : ['tsx', 'ts'];
}

/**
 * Routes under /api-test in every build: they hold no hook, only the API's JSON 404 for any path
 * there, as for an unknown path under /api-client.
 */
const UNKNOWN_PATH_ROUTES = ['/api-test/route', '/api-test/[shopId]/[[...rest]]/route'];

/**
 * The test-hook routes a build holds, from its `server/app-paths-manifest.json` (keys such as
 * `/api-test/[shopId]/fault/route`).
 * @param {Record<string, string>} manifest
 */
export function testHookRoutes(manifest) {
  return Object.keys(manifest).filter(
    (route) => route.startsWith('/api-test/') && !UNKNOWN_PATH_ROUTES.includes(route),
  );
}
