import type { KnipConfig } from 'knip';

// Dead-code check of `npm run lint`: unused files, exports, types and dependencies. The Next.js, Jest,
// Playwright, ESLint, Drizzle, PostCSS/Tailwind and tsx plugins find their entries from next.config.ts,
// jest.config.mjs, playwright.config.ts, eslint.config.mjs, drizzle.config.ts and package.json's
// scripts (`node scripts/….mjs`, `tsx scripts/….ts`). Listed here: what runs without being imported
// or named in one of those. The cache handlers next.config.ts names with require.resolve
// (lib/serving/pageCache/handler.ts, lib/serving/sharedCache/redisHandler.ts) are entries by that
// call already; the migrations under lib/server/db/migrations are SQL that migrate.ts reads.
const config: KnipConfig = {
  entry: [
    // Test-hook routes: pages with their own extension, built only with STOREFRONT_TEST_HOOKS=1
    // (lib/build/testHooks.mjs), so the Next.js plugin, reading a build without them, misses them.
    'app/**/route.testhook.ts',
    // Suites scripts/reliability.mjs runs by path, not through a package.json script.
    'scripts/smsPumping.mjs',
    'scripts/reliability/bodyLimit.mjs',
    'scripts/reliability/outage.mjs',
    // The types TypeScript reads for lib/build/testHooks.mjs, which next.config.ts and scripts import.
    'lib/build/testHooks.d.mts',
    // The colour themes, linked by URL (lib/shop/theme.ts).
    'public/colorTheme/*.css',
  ],
  // Run as node_modules/.bin/lighthouse by scripts/lighthouse.mjs, never imported.
  ignoreDependencies: ['lighthouse'],
  // System tools, not npm packages. pgbench: PostgreSQL's own benchmark tool, from Debian's
  // postgresql-client; scripts/pgbenchReplay.mjs checks for it and the bench skips the replay
  // without it. fc-list: fontconfig's, which scripts/lib.mjs asks for a Traditional Chinese font.
  ignoreBinaries: ['pgbench', 'fc-list'],
  rules: {
    files: 'error',
    dependencies: 'error',
    devDependencies: 'error',
    unlisted: 'error',
    binaries: 'error',
    unresolved: 'error',
    exports: 'error',
    types: 'error',
    duplicates: 'error',
  },
};

export default config;
