import { test as base, expect, type Page } from '@playwright/test';

export type { APIRequestContext, Locator, Page, Route, TestInfo } from '@playwright/test';

/**
 * Every journey runs under the pages' Content-Security-Policy and fails on a violation: a script,
 * frame or request the policy blocks is a feature broken in the shopper's browser. A journey that
 * proves the policy blocks an attack opts out with `test.use({ policyViolationsExpected: true })`
 * and reads what was blocked from `policyViolations`.
 */
export const test = base.extend<{ policyViolationsExpected: boolean; policyViolations: string[] }>({
  policyViolationsExpected: [false, { option: true }],
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
