import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { hostHeader, nodeUrl, SHOP1, SHOP2, shopUrl } from './hosts';
import {
  ageCodes,
  apiMember,
  codeAfter,
  isPhone,
  newAddress,
  newPhone,
  openMemberMenu,
  outboxSize,
  PASSWORD,
  shopOf,
} from './memberSteps';

const NEW_PASSWORD = 'harbour2025';

/** Login screen → 以簡訊驗證碼登入 / 註冊 → OTPVerify with the code from the outbox. */
async function signInByCode(page: Page, request: APIRequestContext, phone: string) {
  await expect(page).toHaveURL(/\/auth\/login\?/);
  const before = await outboxSize(request, phone);
  await page.getByLabel('手機號碼').fill(phone);
  await page.getByRole('button', { name: '以簡訊驗證碼登入 / 註冊' }).click();
  await expect(page).toHaveURL(/\/auth\/otp-verify$/);
  // The phone travels in this tab's storage, never in the address.
  expect(page.url()).not.toContain(phone);
  await page.getByLabel('6 位數驗證碼').fill(await codeAfter(request, phone, before));
}

/** 登出 from the member popover: through the auth host's sign-out, then home. */
async function signOutFromMenu(page: Page) {
  await openMemberMenu(page);
  await Promise.all([
    page.waitForURL(/\/auth\/signout\?redirect_uri=/, { waitUntil: 'commit' }),
    page.getByRole('button', { name: '登出' }).click(),
  ]);
  await page.waitForURL(shopUrl(SHOP1.host, '/'));
}

async function fillSignupInfo(page: Page, name: string) {
  await expect(page).toHaveURL(/\/auth\/signup-info$/);
  await page.getByLabel('姓名').fill(name);
  await page.getByRole('button', { name: '完成', exact: true }).click();
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() });
});

test.describe('signing up on the way to checkout', () => {
  test('a new shopper is sent to sign in, signs up by code, fills SignupInfo and lands back on /checkout; signing out empties the cart', async ({
    page,
    request,
  }, testInfo) => {
    const phone = newPhone(testInfo, 1);

    const response = await page.goto(shopUrl(SHOP1.host, '/checkout'));
    // The guard answered before any page: AuthWrapper, then the auth host's Login with a state.
    const wrapper = response!.request();
    expect(new URL(wrapper.url()).pathname).toBe('/auth/auth-wrapper');
    expect(new URL(wrapper.redirectedFrom()!.url()).pathname).toBe('/checkout');
    await expect(page).toHaveURL(/\/auth\/login\?redirect_uri=.*%2Fauth%2Fcallback&state=[0-9a-f]{32}$/);
    expect(await page.evaluate(() => localStorage.getItem('lastRoute'))).toBe('/checkout');
    await expect(page.getByRole('heading', { name: '登入 / 註冊' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Errors stay next to their field.
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByLabel('手機號碼')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('請輸入正確的手機號碼（09 開頭共 10 碼）')).toBeVisible();

    await signInByCode(page, request, phone);
    await fillSignupInfo(page, '林小島');

    await page.waitForURL((url) => url.pathname === '/checkout');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.evaluate(() => localStorage.getItem('lastRoute'))).toBeNull();
    const cookies = await page.context().cookies(shopUrl(SHOP1.host));
    expect(cookies.find((c) => c.name === 'memberToken')?.value).toBeTruthy();
    expect(cookies.find((c) => c.name === 'userToken')).toBeUndefined();
    // Signed in, the guarded page opens as itself (the Checkout screen comes with its own issue).
    const again = await page.goto(shopUrl(SHOP1.host, '/checkout?step=1'));
    expect(again?.request().redirectedFrom()).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/checkout');

    // Something in the cart, then 登出 from the member popover.
    await page.goto(shopUrl(SHOP1.host, '/product/p-almond-cookie'));
    const add = page.getByRole('button', { name: '加入購物車', exact: true });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await signOutFromMenu(page);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await openMemberMenu(page);
    await expect(page.getByRole('link', { name: '登入' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('memberToken'))).toBeNull();
    expect((await page.context().cookies(shopUrl(SHOP1.host))).map((c) => c.name)).not.toContain(
      'memberToken',
    );
    // Signed out, the guard is back.
    await page.goto(shopUrl(SHOP1.host, '/order/list'));
    await expect(page).toHaveURL(/\/auth\/login\?/);
  });
});

test.describe('passwords', () => {
  test('forgot password: a code, a new password, signed in; then signing in with the new password', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const phone = newPhone(testInfo, 2);
    const address = newAddress();
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await apiMember(request, SHOP1.host, phone, address);

    await page.goto(shopUrl(SHOP1.host, '/auth/auth-wrapper'));
    await expect(page.getByRole('heading', { name: '登入 / 註冊' })).toBeVisible();
    await page.getByLabel('手機號碼').fill(phone);
    await page.getByLabel('密碼').fill('wrong-password1');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '手機號碼或密碼錯誤' })).toBeVisible();

    await page.getByRole('link', { name: '忘記密碼？' }).click();
    await expect(page.getByRole('heading', { name: '忘記密碼' })).toBeVisible();
    await expect(page.locator('header[data-topbar]')).toBeVisible({ visible: !isPhone(page) });
    await page.getByLabel('手機號碼').fill(phone);
    await page.getByRole('button', { name: '取得驗證碼' }).click();
    // Too soon after the sign-up code: the server's answer shows on the form.
    await expect(page.getByRole('alert').filter({ hasText: /請於 \d+ 秒後再重新發送驗證碼/ })).toBeVisible();

    // The resend delay (60 s) is per phone: the sign-up code is made a minute older, as a shopper
    // trying again a minute later finds it.
    await ageCodes(request, SHOP1.host, phone, 61);
    const before = await outboxSize(request, phone);
    await page.getByRole('button', { name: '取得驗證碼' }).click();
    await expect(page).toHaveURL(/\/auth\/otp-verify$/);
    await expect(page.locator('header[data-topbar]')).toBeVisible({ visible: !isPhone(page) });
    await expect(page.getByRole('button', { name: '重新發送' })).toBeDisabled();
    await expect(page.getByText(/\d+ 秒後可重新發送/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('6 位數驗證碼').fill(await codeAfter(request, phone, before));

    await expect(page.getByRole('heading', { name: '設定新密碼' })).toBeVisible();
    await page.getByLabel('新密碼', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('確認新密碼').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: '重設密碼並登入' }).click();
    await expect(page.getByLabel('確認新密碼')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('兩次輸入的密碼不一致')).toBeVisible();
    await page.getByLabel('確認新密碼').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '重設密碼並登入' }).click();

    // The member has no name yet: SignupInfo first, then home (no lastRoute was asked for).
    await fillSignupInfo(page, '陳忘記');
    await page.waitForURL(shopUrl(SHOP1.host, '/'));
    await signOutFromMenu(page);

    await page.goto(shopUrl(SHOP1.host, '/profile'));
    await expect(page).toHaveURL(/\/auth\/login\?/);
    await page.getByLabel('手機號碼').fill(phone);
    await page.getByLabel('密碼').fill(PASSWORD);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '手機號碼或密碼錯誤' })).toBeVisible();
    await page.getByLabel('密碼').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect(page.getByLabel('姓名')).toHaveValue('陳忘記');
  });
});

test.describe('profile', () => {
  test('details are validated next to the field, saved, and still there after a reload; a password can be set', async ({
    page,
    request,
  }, testInfo) => {
    const phone = newPhone(testInfo, 3);
    await page.goto(shopUrl(SHOP1.host, '/profile'));
    await signInByCode(page, request, phone);
    await fillSignupInfo(page, '張會員');
    await page.waitForURL((url) => url.pathname === '/profile');

    await expect(page.getByRole('heading', { level: 1, name: '會員中心' })).toBeVisible();
    await expect(page.getByText(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`)).toBeVisible();
    await expect(page.getByTestId('cashback-balance')).toHaveText(/^NT\$/);
    // The demo shops sign in with LINE through the LINE sandbox (e2e/lineLogin.spec.ts binds).
    await expect(page.getByTestId('line-binding').getByRole('button', { name: '綁定 LINE' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const name = page.getByLabel('姓名');
    const email = page.getByLabel('電子郵件');
    await expect(name).toHaveValue('張會員');
    await name.fill('張大會員');
    await page.getByLabel('性別').selectOption('female');
    await page.getByLabel('生日').fill('1990-05-01');
    await page.getByLabel('地址').fill('台北市中正區重慶南路一段 1 號');
    await page.getByLabel('常穿尺寸').selectOption('M');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: '儲存變更' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    const described = await email.getAttribute('aria-describedby');
    await expect(page.locator(`#${described}`)).toHaveText('請輸入正確的電子郵件');

    await email.fill('zhang@example.com');
    await page.getByRole('button', { name: '儲存變更' }).click();
    await expect(page.getByRole('status').filter({ hasText: '會員資料已儲存' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('姓名')).toHaveValue('張大會員');
    await expect(page.getByLabel('性別')).toHaveValue('female');
    await expect(page.getByLabel('生日')).toHaveValue('1990-05-01');
    await expect(page.getByLabel('地址')).toHaveValue('台北市中正區重慶南路一段 1 號');
    await expect(page.getByLabel('常穿尺寸')).toHaveValue('M');
    await expect(email).toHaveValue('zhang@example.com');

    // Signed up by code, so no password yet: SetPassword (no top bar on phones).
    await page.getByRole('link', { name: '設定密碼' }).click();
    await expect(page.getByRole('heading', { name: '設定密碼' })).toBeVisible();
    await expect(page.locator('header[data-topbar]')).toBeVisible({ visible: !isPhone(page) });
    await page.getByLabel('密碼', { exact: true }).fill('short');
    await page.getByRole('button', { name: '儲存密碼' }).click();
    await expect(page.getByText('密碼至少 8 個字元')).toBeVisible();
    await page.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await page.getByLabel('確認密碼').fill(PASSWORD);
    await page.getByRole('button', { name: '儲存密碼' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect(page.getByRole('link', { name: '變更密碼' })).toBeVisible();
  });
});

test.describe('guard', () => {
  test('every shop host guards its members’ pages and keeps the full path as lastRoute', async ({ page }) => {
    await page.goto(shopUrl(SHOP2.host, '/order/list?status=paid'));
    await expect(page).toHaveURL(/^http:\/\/shop2\.localhost:\d+\/auth\/login\?/);
    expect(await page.evaluate(() => localStorage.getItem('lastRoute'))).toBe('/order/list?status=paid');
  });

  test('AuthWrapper never keeps a lastRoute that leaves the site', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host, '/auth/auth-wrapper?lastRoute=%2F%2Fevil.example%2F'));
    await expect(page).toHaveURL(/\/auth\/login\?/);
    expect(await page.evaluate(() => localStorage.getItem('lastRoute'))).toBeNull();
  });
});

test.describe('tokens', () => {
  test("a member token opens its own shop only: shop 1's token is refused by shop 2", async ({
    request,
  }, testInfo) => {
    const { shopId, memberToken } = await apiMember(request, SHOP1.host, newPhone(testInfo, 4), newAddress());
    const shop2 = await shopOf(request, SHOP2.host);
    const me = (host: string, id: number) =>
      request.get(nodeUrl(`/api-client/${id}/member/me`), {
        headers: { ...hostHeader(host), authorization: `Bearer ${memberToken}` },
      });

    expect((await me(SHOP1.host, shopId)).status()).toBe(200);
    expect((await me(SHOP2.host, shop2.shopId)).status()).toBe(401);
  });

  test('a refused token signs the shopper out after a moment', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host, '/'));
    await page.evaluate(() => localStorage.setItem('memberToken', 'not-a-real-token'));
    await page
      .context()
      .addCookies([{ name: 'memberToken', value: 'not-a-real-token', url: shopUrl(SHOP1.host) }]);

    // The guard only sees a token; the API refuses it, and the 401 signs out (spec §8: after 1200 ms).
    await page.goto(shopUrl(SHOP1.host, '/profile'));
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.waitForURL(shopUrl(SHOP1.host, '/'));
    expect(await page.evaluate(() => localStorage.getItem('memberToken'))).toBeNull();
    expect((await page.context().cookies(shopUrl(SHOP1.host))).map((c) => c.name)).not.toContain(
      'memberToken',
    );
  });
});
