import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Chromium from Debian, launched with the flags this network needs (no background connections). */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // On a shared two-core machine running two browsers, a server and the build's first compressions,
  // what follows a tap or a redirect made by React can take longer than Playwright's default 5 s to
  // show (seen: 7 s of script work before AuthWrapper's redirect). Timing is measured by the
  // benchmark scripts instead.
  expect: { timeout: 15_000 },
  // A journey opens several pages, each waiting for its scripts on that machine: 60 s instead of 30 s.
  timeout: 60_000,
  // A trace records every step's DOM and screenshots: in CI only for the retry of a failed journey
  // (the run that tells a bug from a flake), so passing journeys do not pay for it.
  use: {
    baseURL: `http://localhost:${port}`,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  // Each journey runs once, at the size where it means something: journeys tagged @phone (what
  // differs by size: the side menu, popovers, the add button, phone layouts, first taps) at phone
  // size, every other journey at desktop size. A journey that compares sizes sets its viewports itself
  // (e2e/breakpoint.spec.ts).
  projects: [
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  webServer: {
    // The production entry (`npm start`), started directly (not through npm) so that Playwright
    // really stops it afterwards.
    command: 'node scripts/start.mjs',
    // Ready once the shop API answers: the embedded database is open and seeded before the first journey.
    url: `http://127.0.0.1:${port}/api-client/ecommerceConfig/allDomain/localhost`,
    env: {
      PORT: String(port),
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
      DATA_DIR: process.env.DATA_DIR ?? '.data-e2e',
      // Lets journeys change a stock or remove a product, as a merchant would (see lib/server/testHooks).
      STOREFRONT_TEST_HOOKS: '1',
      // Sign-up codes go to the development outbox the journeys read (never in production).
      STOREFRONT_DEMO_MODE: '1',
      // The journeys stand in for a proxy in front: each sends X-Forwarded-For with an address of its
      // own, so the per-address limits on codes and sign-ins count each journey apart.
      TRUST_PROXY_HOPS: '1',
      // A full run signs up more shoppers an hour than a quarter of a shop's default text budget; past
      // it every code request needs a proof of work, which journeys signing up through the API (not a
      // page) do not solve. e2e/otpChallenge.spec.ts reaches the challenge through its address instead.
      SMS_ORG_HOURLY_LIMIT: '1000000',
      // Provider calls (e-invoices, parcels) are sent within a second of the change that asks for them.
      INTENT_WORKER_SECONDS: '1',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
