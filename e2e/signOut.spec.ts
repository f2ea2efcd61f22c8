import { expect, test, type Page } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';
import { apiMember, newAddress, newPhone, openMemberMenu } from './memberSteps';

// Each journey signs up through the API and loads several pages: triple time on a busy machine.
test.beforeEach(() => test.slow());

// Spec §4: sign-out clears the cart and goes to the auth host's signout, which ends its own session
// and comes back to the shop. §8: an auth host failure is a browser alert.

const PRODUCTS = { [SHOP1.host]: 'p-almond-cookie', [SHOP2.host]: 'p-house-blend' };

/** A member of the shop (token planted as the sign-in leaves it), with one line in the cart. */
async function memberWithCartLine(page: Page, host: string, memberToken: string) {
  await page.goto(shopUrl(host, '/'));
  await page.evaluate((token) => localStorage.setItem('memberToken', token), memberToken);
  await page.context().addCookies([{ name: 'memberToken', value: memberToken, url: shopUrl(host) }]);
  // What the auth host keeps in this tab while a sign-in is in progress.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'authFlow',
      JSON.stringify({ redirectUri: `${location.origin}/auth/callback`, state: 'x' }),
    ),
  );
  await page.goto(shopUrl(host, `/product/${PRODUCTS[host]}`));
  const add = page.getByRole('button', { name: '加入購物車', exact: true });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

async function expectSignedOut(page: Page, host: string) {
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('memberToken'),
      localStorage.getItem('userToken'),
      sessionStorage.getItem('authFlow'),
    ]),
  ).toEqual([null, null, null]);
  const cookies = (await page.context().cookies(shopUrl(host))).map((c) => c.name);
  expect(cookies).not.toContain('memberToken');
  expect(cookies).not.toContain('userToken');
  await openMemberMenu(page);
  await expect(page.getByRole('link', { name: '登入' })).toBeVisible();
}

const shop = SHOP1;
const i = 0;
test(`${shop.name}: 登出 clears tokens and cart through the auth host's signout and comes back home`, async ({
  page,
  request,
}, testInfo) => {
  const { memberToken } = await apiMember(request, shop.host, newPhone(testInfo, 7 + i), newAddress());
  await memberWithCartLine(page, shop.host, memberToken);

  await openMemberMenu(page);
  const signout = page.waitForRequest((r) => new URL(r.url()).pathname === '/auth/signout');
  await page.getByRole('button', { name: '登出' }).click();
  // The auth host named by GET /{shopId}/authService/authHost, asked to come back to this shop.
  const url = new URL((await signout).url());
  expect(url.origin).toBe(new URL(shopUrl(shop.host)).origin);
  expect(url.searchParams.get('redirect_uri')).toBe(shopUrl(shop.host, '/'));
  await page.waitForURL(shopUrl(shop.host, '/'));
  await expectSignedOut(page, shop.host);
});

test('when the auth host cannot be had, 登出 says so in an alert and still signs out', async ({
  page,
  request,
}, testInfo) => {
  const { memberToken } = await apiMember(request, SHOP1.host, newPhone(testInfo, 9), newAddress());
  await memberWithCartLine(page, SHOP1.host, memberToken);
  await page.route('**/authService/authHost', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ msg: '登入服務維護中' }),
    }),
  );

  await openMemberMenu(page);
  const dialog = page.waitForEvent('dialog');
  await page.getByRole('button', { name: '登出' }).click();
  const alert = await dialog;
  expect(alert.type()).toBe('alert');
  expect(alert.message()).toBe('登入服務維護中');
  await alert.accept();
  await page.waitForURL(shopUrl(SHOP1.host, '/'));
  await expect(page.getByTestId('cart-count')).toHaveCount(0, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('memberToken'))).toBeNull();
});

test("the auth host's signout returns only to its own site", async ({ page }) => {
  for (const redirect of [
    'https://evil.example/',
    '//evil.example/',
    'javascript:alert(1)',
    `http://localhost.evil.example/`,
    `${shopUrl(SHOP2.host, '/')}`,
  ]) {
    await page.goto(shopUrl(SHOP1.host, `/auth/signout?redirect_uri=${encodeURIComponent(redirect)}`));
    await page.waitForURL(shopUrl(SHOP1.host, '/'));
  }
  // Its own site's address is kept.
  await page.goto(
    shopUrl(SHOP1.host, `/auth/signout?redirect_uri=${encodeURIComponent(shopUrl(SHOP1.host, '/cart'))}`),
  );
  await page.waitForURL(shopUrl(SHOP1.host, '/cart'));
});
