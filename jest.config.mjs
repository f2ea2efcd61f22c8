import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and shop-API tests. API test files each get a fresh in-memory PGlite database. */
export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/components', '<rootDir>/app'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/lib/server/testing/serverOnly.ts',
    '^next/cache$': '<rootDir>/lib/server/testing/nextCache.ts',
    '^swiper/css.*$': '<rootDir>/lib/server/testing/styleMock.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  // Plain ES modules (lib/build/testHooks.mjs, which next.config.ts loads as it is) load untransformed.
  transformIgnorePatterns: ['/node_modules/', '\\.mjs$'],
  setupFiles: ['<rootDir>/lib/server/testing/env.ts'],
  // One migrated, seeded database per run that each file's in-memory database starts as a copy of.
  globalSetup: '<rootDir>/lib/server/testing/jestGlobalSetup.mjs',
  globalTeardown: '<rootDir>/lib/server/testing/jestGlobalTeardown.mjs',
  // PGlite takes ~3 s to start; two workers keep a 2-core machine busy without thrashing.
  maxWorkers: 2,
  testTimeout: 30_000,
});
