import type { NextConfig } from 'next';
import { pageExtensions } from './lib/build/testHooks.mjs';
import { COMMON_HEADERS } from './lib/serving/security/commonHeaders';

const nextConfig: NextConfig = {
  // Lets the e2e suite build beside a running demo without overwriting it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The test hooks' routes (app/api-test/**/route.testhook.ts) only in builds made with
  // STOREFRONT_TEST_HOOKS=1 (lib/build/testHooks.mjs).
  pageExtensions: pageExtensions(process.env),
  // PGlite loads its WASM through URLs that bundling breaks; pg is a server-only driver.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // The embedded database lives in the project folder; the build must never copy it.
  outputFileTracingExcludes: { '*': ['.data/**', '.data-*/**'] },
  transpilePackages: ['swiper'],
  // ISR pages and the shop API reads are kept in this process's memory, bounded by PAGE_CACHE_MB
  // (lib/serving/pageCache), instead of Next's files under the dist dir: those grew by every address ever
  // rendered, 404s for made-up ids included. With the handler holding the bound, Next's own memory
  // caches stay off rather than keep a second copy.
  // With REDIS_URL they live in Redis instead, shared by every server process (lib/serving/sharedCache).
  cacheHandler: process.env.REDIS_URL
    ? require.resolve('./lib/serving/sharedCache/redisHandler.ts')
    : require.resolve('./lib/serving/pageCache/handler.ts'),
  cacheMaxMemorySize: 0,
  // Styles are a linked stylesheet, not `experimental.inlineCss`: inlined, Next also repeats them
  // twice in the page's RSC data, three copies in every page's HTML.
  poweredByHeader: false,
  // API paths the spec writes with a trailing slash (`ecommerceOrder/`, `ecommerceProductStock/`) must
  // answer there, not with a 308; proxy.ts still redirects page paths to their slash-less address.
  skipTrailingSlashRedirect: true,
  // `npm run lint` type-checks the whole project (tests included) with tsc; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // On every answer; the Content-Security-Policy, which depends on the page, is added by `npm start`.
  async headers() {
    const headers = Object.entries(COMMON_HEADERS).map(([key, value]) => ({ key, value }));
    return [{ source: '/:path*', headers }];
  },
  images: {
    // The product's own images under public/, and pictures operators uploaded (lib/server/media).
    localPatterns: [
      { pathname: '/demo/**' },
      { pathname: '/images/**' },
      { pathname: '/api-client/media/**' },
    ],
    deviceSizes: [640, 800, 1024, 1440, 1920],
    // 32, 180 and 192 are the small favicon widths (lib/seo/favicon.ts).
    imageSizes: [32, 180, 192, 300, 500],
  },
};

export default nextConfig;
