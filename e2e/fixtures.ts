import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { addStaffByOperator, consoleBearerByApi } from './consoleSteps';
import { openFreshShop, type FreshShop, type FreshShopOptions } from './freshShop';
import { CONSOLE_PATH, CONSOLE_TOKEN_KEY } from '../lib/console/names';
import { SHOP1 } from './hosts';
import { newAddress } from './signInSteps';

export type { APIRequestContext, Locator, Page, Route, TestInfo } from '@playwright/test';

type StorageState = Exclude<NonNullable<BrowserContextOptions['storageState']>, string>;

/**
 * Demo shop 1's owner of this worker, signed in once by the console API: journeys about what an
 * owner does in the console open their browser with `storageState()` instead of going through the
 * sign-in screens each time (e2e/console.spec.ts and consoleSettings.spec.ts still do, as staff
 * do). The state holds the bearer's cookie alone: the refresh token is single-use, and two journeys
 * spending one copy of it would look like a stolen token and end the owner's sessions. The bearer
 * lives 15 minutes, so a state 10 minutes old is replaced by a new sign-in.
 */
export type ConsoleOwner = { host: string; phone: string; storageState: () => Promise<StorageState> };
const OWNER_STATE_MAX_AGE_MS = 10 * 60_000;

/**
 * Every journey runs under the pages' Content-Security-Policy and fails on a violation: a script,
 * frame or request the policy blocks is a feature broken in the shopper's browser. A journey that
 * proves the policy blocks an attack opts out with `test.use({ policyViolationsExpected: true })`
 * and reads what was blocked from `policyViolations`. `freshShop` and `consoleOwner` are the
 * journeys' own shops and the console's signed-in owner (docs/testing.md).
 */
export const test = base.extend<
  {
    policyViolationsExpected: boolean;
    policyViolations: string[];
    /** Opens a shop of the journey's own (e2e/freshShop.ts); each call opens another. */
    freshShop: (options?: FreshShopOptions) => Promise<FreshShop>;
  },
  { consoleOwner: ConsoleOwner }
>({
  consoleOwner: [
    async ({ playwright }, provide, workerInfo) => {
      const host = SHOP1.host;
      const phone = `09${String(Date.now()).slice(-6)}${String(workerInfo.parallelIndex % 100).padStart(2, '0')}`;
      const request = await playwright.request.newContext();
      await addStaffByOperator(request, host, phone, 'owner', '店長');
      let saved: { state: StorageState; at: number } | null = null;
      await provide({
        host,
        phone,
        storageState: async () => {
          if (saved && Date.now() - saved.at < OWNER_STATE_MAX_AGE_MS) return saved.state;
          const { token, expiresIn } = await consoleBearerByApi(request, host, phone, newAddress());
          const cookie = {
            name: CONSOLE_TOKEN_KEY,
            value: token,
            domain: host,
            path: CONSOLE_PATH,
            expires: Math.floor(Date.now() / 1000) + expiresIn,
            httpOnly: false,
            secure: false,
            sameSite: 'Strict' as const,
          };
          saved = { state: { cookies: [cookie], origins: [] }, at: Date.now() };
          return saved.state;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  policyViolationsExpected: [false, { option: true }],
  freshShop: async ({ request }, provide) => {
    await provide((options) => openFreshShop(request, options));
  },
  policyViolations: [
    async ({ context, policyViolationsExpected }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      if (!policyViolationsExpected) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React holds the page. A tap before then does nothing on a control that needs React;
 * from this moment a tap on a part not hydrated yet makes React hydrate it at once, and the tap is
 * replayed.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
}

/**
 * Holds every script of the build back until `release` is called, as a slow phone link does, so a
 * journey can act on the page before it hydrates. Navigate with `waitUntil: 'domcontentloaded'`:
 * held scripts hold the load event.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
