import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { hostHeader, nodeUrl, SHOP2, shopUrl } from './hosts';
import { apiMember, newAddress, newPhone, openMemberMenu, PASSWORD, shopOf } from './memberSteps';

// Each journey signs up through the API and loads several pages: triple time on a busy machine.
test.beforeEach(() => test.slow());

// Sessions end on the server, not only in the browser: after 登出, 登出所有裝置 or a password change
// the tokens concerned are refused by the shop API.

const NEW_PASSWORD = 'harbour2025';

/** member/me with a token, as anyone holding a copy of it would call it. */
async function meStatus(request: APIRequestContext, host: string, token: string): Promise<number> {
  const { shopId } = await shopOf(request, host);
  const res = await request.get(nodeUrl(`/api-client/${shopId}/member/me`), {
    headers: { ...hostHeader(host), authorization: `Bearer ${token}` },
  });
  return res.status();
}

/** Another device signing in with the password: its own member token. */
async function otherDevice(request: APIRequestContext, host: string, phone: string, password = PASSWORD) {
  const { shopId, orgId } = await shopOf(request, host);
  const headers = { ...hostHeader(host), 'x-forwarded-for': newAddress() };
  const signin = await request.post(nodeUrl(`/api-auth/${orgId}/signin`), {
    headers,
    data: { phone, password },
  });
  expect(signin.ok(), await signin.text()).toBe(true);
  const { userToken } = await signin.json();
  const traded = await request.post(nodeUrl(`/api-client/${shopId}/member/memberToken`), {
    headers: { ...headers, authorization: `Bearer ${userToken}` },
  });
  expect(traded.ok(), await traded.text()).toBe(true);
  return (await traded.json()).memberToken as string;
}

/** This browser signed in with the token, as the sign-in leaves it. */
async function signedIn(page: Page, host: string, memberToken: string, path = '/') {
  await page.goto(shopUrl(host, '/'));
  await page.evaluate((token) => localStorage.setItem('memberToken', token), memberToken);
  await page.context().addCookies([{ name: 'memberToken', value: memberToken, url: shopUrl(host) }]);
  await page.goto(shopUrl(host, path));
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('memberToken'));

/**
 * Home again after the auth host's sign-out. Set up before the click: the journey may start at home,
 * so only a navigation that comes after the auth host's /auth/signout counts.
 */
function backHome(page: Page) {
  let signedOut = false;
  return page.waitForEvent('framenavigated', {
    predicate: (frame) => {
      if (frame !== page.mainFrame()) return false;
      const { pathname } = new URL(frame.url());
      if (pathname === '/auth/signout') signedOut = true;
      return signedOut && pathname === '/';
    },
  });
}

async function expectSignedOut(page: Page, host: string, home: Promise<unknown>) {
  await home;
  await page.waitForLoadState();
  expect(await storedToken(page)).toBeNull();
  const cookies = (await page.context().cookies(shopUrl(host))).map((c) => c.name);
  expect(cookies).not.toContain('memberToken');
}

const shop = SHOP2;
const i = 1;
test.describe(shop.name, () => {
  test('登出 ends the token on the server: a copy of it is refused afterwards', async ({
    page,
    request,
  }, testInfo) => {
    const phone = newPhone(testInfo, i);
    const { memberToken } = await apiMember(request, shop.host, phone, newAddress());
    const elsewhere = await otherDevice(request, shop.host, phone);
    await signedIn(page, shop.host, memberToken);
    const token = await storedToken(page);
    expect(token).toBe(memberToken);
    expect(await meStatus(request, shop.host, token!)).toBe(200);

    await openMemberMenu(page);
    const logout = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/member/logout'));
    const home = backHome(page);
    await page.getByRole('button', { name: '登出' }).click();
    expect((await logout).status()).toBe(200);
    await expectSignedOut(page, shop.host, home);

    expect(await meStatus(request, shop.host, token!)).toBe(401);
    // Only this device's session ended.
    expect(await meStatus(request, shop.host, elsewhere)).toBe(200);
  });

  test('登出 still signs this browser out when the server cannot be reached', async ({
    page,
    request,
  }, testInfo) => {
    const { memberToken } = await apiMember(request, shop.host, newPhone(testInfo, i), newAddress());
    await signedIn(page, shop.host, memberToken);
    await page.route('**/member/logout', (route) => route.abort('internetdisconnected'));

    await openMemberMenu(page);
    const home = backHome(page);
    await page.getByRole('button', { name: '登出' }).click();
    await expectSignedOut(page, shop.host, home);
  });

  test('登出所有裝置 in the profile ends every session of the account', async ({
    page,
    request,
  }, testInfo) => {
    const phone = newPhone(testInfo, i);
    const { memberToken } = await apiMember(request, shop.host, phone, newAddress());
    const elsewhere = await otherDevice(request, shop.host, phone);
    await signedIn(page, shop.host, memberToken, '/profile');

    const card = page.getByRole('region', { name: '登入裝置' });
    await card.getByRole('button', { name: '登出所有裝置' }).click();
    await expect(card.getByText('確定要登出所有裝置嗎？')).toBeVisible();
    await card.screenshot({ path: testInfo.outputPath('sessions-card.png') });
    const logoutAll = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/member/logoutAll'));
    const home = backHome(page);
    await card.getByRole('button', { name: '確定登出' }).click();
    expect((await logoutAll).status()).toBe(200);
    await expectSignedOut(page, shop.host, home);

    expect(await meStatus(request, shop.host, memberToken)).toBe(401);
    expect(await meStatus(request, shop.host, elsewhere)).toBe(401);
  });

  test('changing the password asks for the current one and signs the other devices out', async ({
    page,
    request,
  }, testInfo) => {
    const phone = newPhone(testInfo, i);
    const { memberToken } = await apiMember(request, shop.host, phone, newAddress());
    const elsewhere = await otherDevice(request, shop.host, phone);
    await signedIn(page, shop.host, memberToken, '/profile');

    await page.getByRole('link', { name: '變更密碼' }).click();
    await expect(page.getByRole('heading', { name: '變更密碼' })).toBeVisible();
    const current = page.getByLabel('目前密碼');
    await page.getByLabel('新密碼', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('確認新密碼').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '儲存密碼' }).click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toBeFocused();

    await current.fill('wrong-password1');
    await page.getByRole('button', { name: '儲存密碼' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '目前密碼錯誤' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('change-password.png'), fullPage: true });
    expect(await meStatus(request, shop.host, elsewhere)).toBe(200);

    await current.fill(PASSWORD);
    await page.getByRole('button', { name: '儲存密碼' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect(page.getByRole('status').filter({ hasText: '密碼已變更，其他裝置已登出' })).toBeVisible();

    expect(await meStatus(request, shop.host, memberToken)).toBe(200);
    expect(await meStatus(request, shop.host, elsewhere)).toBe(401);
    expect(
      await meStatus(request, shop.host, await otherDevice(request, shop.host, phone, NEW_PASSWORD)),
    ).toBe(200);
  });
});
