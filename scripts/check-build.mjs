// @ts-check
// After `npm run build` (npm's postbuild): a production build must hold no test-hook route
// (lib/build/testHooks.mjs). One built with STOREFRONT_TEST_HOOKS=1 is a test build and must hold them.
import fs from 'node:fs';
import path from 'node:path';
import { testHookRoutes } from '../lib/build/testHooks.mjs';
import { root } from './lib.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const testBuild = process.env.STOREFRONT_TEST_HOOKS === '1';
/** @type {Record<string, string>} */
const manifest = JSON.parse(
  fs.readFileSync(path.join(root, distDir, 'server/app-paths-manifest.json'), 'utf8'),
);
const routes = testHookRoutes(manifest);
if (testBuild ? routes.length === 0 : routes.length > 0) {
  console.error(
    testBuild
      ? `✗ ${distDir} was built with STOREFRONT_TEST_HOOKS=1 but holds no test-hook route`
      : `✗ the production build in ${distDir} holds test-hook routes: ${routes.join(', ')}`,
  );
  process.exit(1);
}
console.log(
  `${distDir}: ${testBuild ? `${routes.length} test-hook routes (test build)` : 'no test-hook route'}`,
);
