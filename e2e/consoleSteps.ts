import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ConsoleOwner } from './fixtures';
import { newAddress } from './signInSteps';
import { hostHeader, nodeUrl, SHOP1, shopUrl } from './hosts';
import { operatorSecret } from './shopper';
import { codeInOtpText } from '../lib/server/auth/sms';

/** What the console journeys do as a merchant: staff made by the operator command, sign-in by code. */

/** `npm run operator -- staff add`, through the server's operator endpoint. */
export async function addStaffByOperator(
  request: APIRequestContext,
  host: string,
  phone: string,
  role: 'owner' | 'staff',
  name: string,
) {
  const res = await request.post(nodeUrl('/api-auth/operator/staff'), {
    headers: { ...hostHeader(SHOP1.host), 'x-operator-secret': await operatorSecret(request) },
    data: { host, action: 'add', phone, role, name },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function texts(request: APIRequestContext, host: string, phone: string): Promise<{ text: string }[]> {
  const res = await request.get(nodeUrl(`/api-auth/dev/outbox?phone=${phone}`), {
    headers: hostHeader(host),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** The code of the newest text to the phone, once there are more than `before` (newest first). */
async function codeAfter(request: APIRequestContext, host: string, phone: string, before: number) {
  let code = '';
  await expect(async () => {
    const list = await texts(request, host, phone);
    expect(list.length).toBeGreaterThan(before);
    code = codeInOtpText(list[0]!.text)!;
  }).toPass({ timeout: 10_000 });
  return code;
}

const answered = new WeakSet<Page>();

/**
 * The console asks before an action that cannot be taken back; the staff member in these journeys
 * says yes (once per page: a second handler would answer the same question again).
 */
function acceptDialogs(page: Page) {
  if (answered.has(page)) return;
  answered.add(page);
  page.on('dialog', (dialog) => void dialog.accept());
}

/** Signs in at /admin/signin as a staff member does: phone, then the code their phone received. */
export async function consoleSignIn(page: Page, request: APIRequestContext, host: string, phone: string) {
  acceptDialogs(page);
  await page.goto(shopUrl(host, '/admin/signin'));
  const before = (await texts(request, host, phone)).length;
  await page.getByLabel('手機號碼').fill(phone);
  await page.getByRole('button', { name: '傳送驗證碼' }).click();
  await expect(page.getByLabel('驗證碼')).toBeVisible();
  await page.getByLabel('驗證碼').fill(await codeAfter(request, host, phone, before));
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('heading', { name: '今日' })).toBeVisible();
}

/**
 * Signs a staff member in through the console API, as the sign-in screen does (a code to the phone,
 * then the code), and answers the bearer the console's pages read from their cookie. For journeys
 * about what comes after signing in; `consoleSignIn` goes through the screens.
 */
export async function consoleBearerByApi(
  request: APIRequestContext,
  host: string,
  phone: string,
  address: string,
): Promise<{ token: string; expiresIn: number }> {
  const headers = { ...hostHeader(host), 'x-forwarded-for': address };
  const shop = await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${host}`), { headers });
  expect(shop.ok(), await shop.text()).toBe(true);
  const { ShopId: shopId } = await shop.json();
  const before = (await texts(request, host, phone)).length;
  const asked = await request.post(nodeUrl(`/api-admin/${shopId}/session/code`), {
    headers,
    data: { phone },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const code = await codeAfter(request, host, phone, before);
  const signedIn = await request.post(nodeUrl(`/api-admin/${shopId}/session`), {
    headers,
    data: { phone, code },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return signedIn.json();
}

/** A browser of the owner's own (the consoleOwner fixture's state) on the console's today page. */
export async function ownerConsole(browser: Browser, page: Page, owner: ConsoleOwner) {
  const merchant = await browser.newContext({
    viewport: page.viewportSize()!,
    extraHTTPHeaders: { 'x-forwarded-for': newAddress() },
    storageState: await owner.storageState(),
  });
  const admin = await merchant.newPage();
  await openConsole(admin, owner.host);
  return { merchant, admin };
}

/** Opens the console's today page in a browser signed in already (the consoleOwner fixture's state). */
export async function openConsole(page: Page, host: string) {
  acceptDialogs(page);
  await page.goto(shopUrl(host, '/admin'));
  await expect(page.getByRole('heading', { name: '今日' })).toBeVisible();
}

/** Opens an order in the console by its id and answers the page, with its status shown. */
export async function openConsoleOrder(page: Page, host: string, id: string) {
  await page.goto(shopUrl(host, `/admin/orders/${id}`));
  await expect(page.getByRole('heading', { name: /^訂單 \d{16}$/ })).toBeVisible();
}

/**
 * Presses an action of the order page and waits for its result (the page's confirmations are
 * accepted by the handler `consoleSignIn` installs).
 */
export async function consoleAction(page: Page, name: string, status?: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByTestId('action-result')).toHaveText(`完成：${name}`);
  if (status) await expect(page.getByTestId('order-status')).toHaveText(status);
}

/**
 * On a product's page: each size of the 藍 colour shows its own price, then one is added to the cart
 * and bought with cash on delivery at home, as a shopper on a phone does it.
 */
export async function buyProduct(
  shop: Page,
  host: string,
  name: string,
  sizes: readonly (readonly [string, number])[],
) {
  await shop.waitForURL(/\/product\/[^/]+$/);
  await expect(shop.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(shop.getByRole('list', { name: '商品圖片' }).getByRole('button')).toHaveCount(2);
  const add = shop.getByRole('button', { name: '加入購物車', exact: true });
  await expect(add).toBeEnabled();
  for (const [size, price] of sizes) {
    for (const spec of ['藍', size]) {
      const option = shop.getByRole('radio', { name: spec, exact: true });
      await option.click();
      await expect(option).toHaveAttribute('aria-checked', 'true');
    }
    await expect(shop.locator('main').getByText(`NT$${price}`, { exact: true }).first()).toBeVisible();
  }
  await add.click();
  await expect(shop.getByTestId('cart-count')).toHaveText('1');
  await shop.goto(shopUrl(host, '/checkout'));
  await shop.getByRole('radio', { name: '宅配到府' }).check();
  await shop.getByLabel('收件人姓名').fill('林雅婷');
  await shop.getByLabel('手機號碼').fill('0933444555');
  await shop.getByLabel('收件地址').fill('臺中市西區民權路 100 號');
  await shop.getByRole('radio', { name: '貨到付款' }).check();
  await expect(shop.getByTestId('payment-price')).toContainText('NT$');
  await shop.getByRole('button', { name: '送出訂單' }).click();
  await shop.waitForURL(/\/order\/complete\/\d+$/);
}
