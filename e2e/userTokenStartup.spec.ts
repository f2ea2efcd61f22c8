import { expect, test, type Page } from './fixtures';
import { SHOP1, shopUrl } from './hosts';
import { apiUserToken, newAddress, newPhone, openMemberMenu } from './memberSteps';

// Each journey signs up through the API and loads several pages: triple time on a busy machine.
test.beforeEach(() => test.slow());

// Spec §1 (the user token is restored from its cookie and checked), §6 (members obtain their token
// from a user token), §4 (which removes the user token) and §8 (a member-token failure is only logged).

const tokens = async (page: Page, host: string) => {
  const cookies = await page.context().cookies(shopUrl(host));
  const stored = await page.evaluate(() => [
    localStorage.getItem('memberToken'),
    localStorage.getItem('userToken'),
  ]);
  return {
    memberCookie: cookies.find((c) => c.name === 'memberToken')?.value ?? null,
    userCookie: cookies.find((c) => c.name === 'userToken')?.value ?? null,
    memberStored: stored[0],
    userStored: stored[1],
  };
};

const shop = SHOP1;
const i = 0;
test(`${shop.name}: a valid user token cookie alone makes the shopper a member on the next load`, async ({
  page,
  request,
}, testInfo) => {
  const { userToken } = await apiUserToken(request, shop.host, newPhone(testInfo, 5 + i), newAddress());
  await page.context().addCookies([{ name: 'userToken', value: userToken, url: shopUrl(shop.host) }]);

  await page.goto(shopUrl(shop.host, '/'));
  await expect
    .poll(async () => (await tokens(page, shop.host)).memberStored, { timeout: 20_000 })
    .toBeTruthy();
  const after = await tokens(page, shop.host);
  expect(after.memberCookie).toBe(after.memberStored);
  expect(after.userCookie).toBeNull();
  expect(after.userStored).toBeNull();

  await openMemberMenu(page);
  await expect(page.getByRole('button', { name: '登出' })).toBeVisible();
  // The member's own pages open now (the guard sees the member token).
  const profile = await page.goto(shopUrl(shop.host, '/profile'));
  expect(profile?.request().redirectedFrom()).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/profile');
});

test('a refused user token is cleared quietly: logged, no message, no sign-out', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('[member]')) warnings.push(m.text());
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page
    .context()
    .addCookies([{ name: 'userToken', value: 'expired-user-token', url: shopUrl(SHOP1.host) }]);

  await page.goto(shopUrl(SHOP1.host, '/'));
  await expect.poll(async () => (await tokens(page, SHOP1.host)).userCookie, { timeout: 20_000 }).toBeNull();
  expect(await tokens(page, SHOP1.host)).toEqual({
    memberCookie: null,
    userCookie: null,
    memberStored: null,
    userStored: null,
  });
  expect(warnings).toHaveLength(1);
  // A 401 elsewhere signs out after 1200 ms; this one must not: still here, nothing said.
  await page.waitForTimeout(1_500);
  expect(page.url()).toBe(shopUrl(SHOP1.host, '/'));
  expect(dialogs).toEqual([]);
  // The toaster's error toasts (Next's route announcer is an alert too).
  await expect(page.locator('[aria-live="polite"] > [role="alert"]')).toHaveCount(0);
  await openMemberMenu(page);
  await expect(page.getByRole('link', { name: '登入' })).toBeVisible();
});
