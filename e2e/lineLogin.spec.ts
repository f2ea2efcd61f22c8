import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { hostHeader, nodeUrl, SHOP1, SHOP2, shopUrl } from './hosts';
import { apiMember, codeAfter, newAddress, newPhone, outboxSize, shopOf } from './memberSteps';
import { operator } from './shopper';
import { formatPhone } from '../lib/member/phone';

// LINE Login through the built-in LINE sandbox, which the demo shops' channels use.

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() });
});

// Each journey signs in twice through LINE with a text-message code and an accessibility scan on the
// way: about 30 s on a quiet machine, more than the default minute on a busy one.
test.slow();

/** A LINE user id no other run has used: U and 32 hexadecimal digits. */
const newLineUser = () =>
  `U${Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;

/** The sandbox's authorization screen: the LINE user, then 同意並登入. */
async function approveOnLine(page: Page, lineUserId: string) {
  await expect(page).toHaveURL(/\/api-client\/lineSandbox\/authorize\?/);
  const url = new URL(page.url());
  // The authorization request LINE Login v2.1 takes, with PKCE and a nonce.
  expect(url.searchParams.get('response_type')).toBe('code');
  expect(url.searchParams.get('scope')).toBe('openid profile');
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(url.searchParams.get('nonce')).toBeTruthy();
  expect(url.searchParams.get('redirect_uri')).toBe(`${url.origin}/auth/line/callback`);
  await page.getByLabel('LINE 使用者 ID').fill(lineUserId);
  await page.getByRole('button', { name: '同意並登入' }).click();
}

/** From a guarded page to the Login screen, then 以 LINE 登入. */
async function startLineSignIn(page: Page, host: string) {
  await page.goto(shopUrl(host, '/profile'));
  await expect(page).toHaveURL(/\/auth\/login\?/);
  await expect(page.getByRole('button', { name: '以 LINE 登入' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('login.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '以 LINE 登入' }).click();
}

async function verifyPhone(page: Page, request: APIRequestContext, phone: string) {
  await expect(page).toHaveURL(/\/auth\/line\/phone$/);
  await expect(page.getByRole('heading', { name: '驗證手機號碼' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('line-phone.png'), fullPage: true });
  const before = await outboxSize(request, phone);
  await page.getByLabel('手機號碼').fill(phone);
  await page.getByRole('button', { name: '取得驗證碼' }).click();
  await expect(page).toHaveURL(/\/auth\/otp-verify$/);
  await page.getByLabel('6 位數驗證碼').fill(await codeAfter(request, phone, before));
}

const lineCard = (page: Page) => page.getByTestId('line-binding');

const shop = SHOP2;
test.describe(`LINE Login on ${shop.host}`, () => {
  test('a LINE user new to the shop verifies a phone once, then signs in with LINE alone', async ({
    page,
    request,
    context,
  }, testInfo) => {
    const phone = newPhone(testInfo, shop === SHOP1 ? 6 : 7);
    const lineUserId = newLineUser();

    await startLineSignIn(page, shop.host);
    await page.screenshot({ path: testInfo.outputPath('sandbox-authorize.png'), fullPage: true });
    await approveOnLine(page, lineUserId);
    await verifyPhone(page, request, phone);
    await expect(page).toHaveURL(/\/auth\/signup-info$/);
    await page.getByLabel('姓名').fill('林小綠');
    await page.getByRole('button', { name: '完成', exact: true }).click();
    await expect(page).toHaveURL(shopUrl(shop.host, '/profile'));
    await expect(page.getByText(formatPhone(phone))).toBeVisible();
    await expect(lineCard(page).getByRole('button', { name: '解除綁定 LINE' })).toBeVisible();

    // Signed out (a fresh browser), the same LINE user signs in without a phone or a code.
    await context.clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const texts = await outboxSize(request, phone);
    await startLineSignIn(page, shop.host);
    await approveOnLine(page, lineUserId);
    await expect(page).toHaveURL(shopUrl(shop.host, '/profile'));
    await expect(page.getByText(formatPhone(phone))).toBeVisible();
    await expect(lineCard(page).getByRole('button', { name: '解除綁定 LINE' })).toBeVisible();
    expect(await outboxSize(request, phone)).toBe(texts);
  });

  test('a member who joined by phone signs in with LINE once: the code binds LINE to that account', async ({
    page,
    request,
  }, testInfo) => {
    const phone = newPhone(testInfo, shop === SHOP1 ? 4 : 5);
    const { memberToken } = await operator(request, 'memberToken', { host: shop.host, phone });
    const { shopId } = await shopOf(request, shop.host);
    const me = async (token: string) =>
      (
        await request.get(nodeUrl(`/api-client/${shopId}/member/me`), {
          headers: { ...hostHeader(shop.host), authorization: `Bearer ${token}` },
        })
      ).json();
    const before = await me(memberToken);
    expect(before.bindMemberAuthLine).toBe(false);

    await startLineSignIn(page, shop.host);
    await approveOnLine(page, newLineUser());
    await verifyPhone(page, request, phone);
    // The account has no name yet, so SignupInfo asks for it, as after any first sign-in.
    await expect(page).toHaveURL(/\/auth\/signup-info$/);
    await page.getByLabel('姓名').fill('王會員');
    await page.getByRole('button', { name: '完成', exact: true }).click();
    await expect(page).toHaveURL(shopUrl(shop.host, '/profile'));
    await expect(lineCard(page).getByRole('button', { name: '解除綁定 LINE' })).toBeVisible();

    // The same account, not a new one: its earlier session sees the binding.
    const signedIn = await page.evaluate(() => localStorage.getItem('memberToken'));
    expect((await me(signedIn!)).id).toBe(before.id);
    expect((await me(memberToken)).bindMemberAuthLine).toBe(true);
  });

  test('a member binds LINE from the profile and unbinds it', async ({
    page,
    request,
    context,
  }, testInfo) => {
    const { shopId, memberToken } = await apiMember(
      request,
      shop.host,
      newPhone(testInfo, shop === SHOP1 ? 8 : 9),
      newAddress(),
    );
    await context.addCookies([{ name: 'memberToken', value: memberToken, url: shopUrl(shop.host) }]);
    await context.addInitScript((token) => localStorage.setItem('memberToken', token), memberToken);

    await page.goto(shopUrl(shop.host, '/profile'));
    const bindButton = lineCard(page).getByRole('button', { name: '綁定 LINE' });
    await expect(bindButton).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('profile-unbound.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await bindButton.click();
    await approveOnLine(page, newLineUser());
    await expect(page).toHaveURL(shopUrl(shop.host, '/profile'));
    await expect(lineCard(page).getByRole('button', { name: '解除綁定 LINE' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('profile-bound.png'), fullPage: true });
    const me = async () =>
      (
        await request.get(nodeUrl(`/api-client/${shopId}/member/me`), {
          headers: { ...hostHeader(shop.host), authorization: `Bearer ${memberToken}` },
        })
      ).json();
    expect((await me()).bindMemberAuthLine).toBe(true);

    page.once('dialog', (dialog) => void dialog.accept());
    await lineCard(page).getByRole('button', { name: '解除綁定 LINE' }).click();
    await expect(lineCard(page).getByRole('button', { name: '綁定 LINE' })).toBeVisible();
    expect((await me()).bindMemberAuthLine).toBe(false);
  });
});
