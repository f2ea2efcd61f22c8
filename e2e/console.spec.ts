import { expect, test, type TestInfo } from './fixtures';
import { hostHeader, nodeUrl, SHOP1, SHOP2, shopUrl } from './hosts';
import { seriousViolations } from './axe';
import { CONSOLE_PATH, CONSOLE_TOKEN_KEY } from '../lib/console/names';
import {
  addStaffByOperator,
  consoleAction,
  consoleBearerByApi,
  consoleSignIn,
  openConsole,
  openConsoleOrder,
} from './consoleSteps';
import { orderToSevenEleven } from './parcelSteps';
import { newAddress } from './signInSteps';
import { addToCart, signIn } from './shopper';

/**
 * A shop's day without a terminal: the owner (made by `operator -- staff add`) adds a staff member
 * in the console; the staff member signs in, confirms an ATM transfer the shopper reported, ships a
 * cash-on-delivery order to a 7-ELEVEN (label from the logistics sandbox, whose buttons stand for the
 * carrier), and approves the return the shopper then asks for. The shopper sees each change on
 * /order/check/{id}. The products (one paid by ATM, one on delivery) are bought by no other journey,
 * and have stock enough for both projects.
 */
const PRODUCTS: Record<string, [string, string]> = {
  [SHOP1.host]: ['p-waffle-blanket', 'p-wireless-pad'],
  [SHOP2.host]: ['p-cold-brew-bags', 'p-oriental-beauty'],
};

function phones(testInfo: TestInfo, host: string) {
  const clock = String(Math.floor(Date.now() / 10)).slice(-5);
  const tail = `${testInfo.project.name === 'phone' ? 5 : 6}${host === SHOP1.host ? 1 : 2}`;
  return { owner: `09${clock}1${tail}`, staff: `09${clock}2${tail}`, shopper: `09${clock}3${tail}` };
}

const { host } = SHOP1;
test(`${host}: staff confirm a transfer, ship to a 7-ELEVEN and approve a return from the console`, async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two people's sessions, a checkout, a parcel and a return: minutes on a busy machine.
  test.slow();
  const [atmProduct, codProduct] = PRODUCTS[host]!;
  const who = phones(testInfo, host);

  // The owner adds a staff member in the console.
  await addStaffByOperator(request, host, who.owner, 'owner', '店長');
  const merchant = await browser.newContext({
    viewport: page.viewportSize()!,
    extraHTTPHeaders: { 'x-forwarded-for': newAddress() },
  });
  const admin = await merchant.newPage();
  await consoleSignIn(admin, request, host, who.owner);
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.getByRole('link', { name: '人員' }).click();
  await admin.getByLabel('手機號碼').fill(who.staff);
  await admin.getByLabel('名稱（選填）').fill('小美');
  await admin.getByLabel('角色').selectOption('staff');
  await admin.getByRole('button', { name: '儲存' }).click();
  await expect(admin.getByRole('list', { name: '人員列表' })).toContainText('小美');
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath('console-staff.png'), fullPage: true });
  await admin.getByRole('button', { name: '登出' }).click();
  await expect(admin).toHaveURL(/\/admin\/signin$/);

  // The staff member signs in, and sees no staff area.
  await consoleSignIn(admin, request, host, who.staff);
  await expect(admin.getByRole('link', { name: '人員' })).toHaveCount(0);

  // The shopper pays by ATM and reports the transfer.
  await signIn(page, request, host, who.shopper);
  await addToCart(page, host, atmProduct);
  await page.goto(shopUrl(host, '/checkout'));
  await page.getByRole('radio', { name: '宅配到府' }).check();
  await page.getByLabel('收件人姓名').fill('林雅婷');
  await page.getByLabel('手機號碼').fill('0933444555');
  await page.getByLabel('收件地址').fill('臺中市西區民權路 100 號');
  await page.getByRole('radio', { name: 'ATM', exact: true }).check();
  await page.getByRole('button', { name: '送出訂單' }).click();
  await page.waitForURL(/\/order\/complete\/\d+$/);
  const atmId = /\/order\/complete\/(\d+)$/.exec(page.url())![1]!;
  await page.goto(shopUrl(host, `/order/check/${atmId}`));
  await page.getByLabel('匯款人姓名').fill('林雅婷');
  await page.getByLabel('匯款帳號末 5 碼').fill('54321');
  await page.getByRole('button', { name: '送出匯款回報' }).click();
  await expect(page.getByText(/匯款人 林雅婷，帳號末 5 碼 54321/)).toBeVisible();

  // The staff member finds it waiting and confirms it, the report beside the shop's account.
  await admin.getByRole('link', { name: '訂單' }).click();
  await expect(admin.getByText(/\d+ 筆新訂單/)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await openConsoleOrder(admin, host, atmId);
  await expect(admin.getByTestId('transfer-report')).toContainText('54321');
  expect(await seriousViolations(admin)).toEqual([]);
  await consoleAction(admin, '確認收到款項', '待出貨');
  await expect(admin.getByRole('region', { name: '歷程' })).toContainText('小美');
  await admin.screenshot({ path: testInfo.outputPath('console-order.png'), fullPage: true });
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('待出貨');

  // A cash-on-delivery order to a 7-ELEVEN, shipped from the console with its label.
  await addToCart(page, host, codProduct);
  const codId = await orderToSevenEleven(page, host, 'COD');
  await openConsoleOrder(admin, host, codId);
  await consoleAction(admin, '建立託運單並出貨', '已出貨');
  const labelLink = admin.getByRole('link', { name: '列印託運單' });
  const [label] = await Promise.all([merchant.waitForEvent('page'), labelLink.click()]);
  await label.waitForURL(/\/api-client\/sandboxLogistics\/helper\/printTradeDocument$/);
  await page.goto(shopUrl(host, `/order/check/${codId}`));
  await expect(page.getByTestId('order-status')).toHaveText('已出貨');

  // Picked up at the store (the sandbox label's button stands for the carrier), then returned.
  await label.locator('button[data-step="pickedUp"]').click();
  await expect(label.getByText('已送出「已取件」通知，商店回應 HTTP 200。')).toBeVisible();
  await label.close();
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  await page.getByRole('button', { name: '申請退貨' }).click();
  await page.getByLabel('退貨原因').fill('尺寸不合');
  await page.getByRole('button', { name: '送出退貨申請' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('申請中');

  // The staff member approves it; the money paid at the store is refunded by hand, then marked.
  await admin.goto(shopUrl(host, '/admin/orders?returns=requested'));
  await admin
    .getByRole('link', { name: /^\d{16}$/ })
    .first()
    .waitFor();
  await openConsoleOrder(admin, host, codId);
  await consoleAction(admin, '核准退貨');
  await expect(admin.getByTestId('return')).toContainText('已核准');
  await page.reload();
  await expect(page.getByTestId('return-status')).toHaveText('已核准');
  await consoleAction(admin, '已完成退款');
  await expect(admin.getByTestId('return')).toContainText('已退款');
  await page.reload();
  await expect(page.getByTestId('return-status')).toHaveText('已退款');
  await merchant.close();
});

// Every other console journey runs on shop 1. Shop 2's console, on shop 2's host, is shop 2's
// alone: its own products and orders, none of shop 1's, and its bearer opens nothing of shop 1's.
test(`${SHOP2.host}: the console shows shop 2's own products and orders only`, async ({ page, request }) => {
  const owner = `09${String(Math.floor(Date.now() / 10)).slice(-6)}62`;
  await addStaffByOperator(request, SHOP2.host, owner, 'owner', '店長');
  const { token } = await consoleBearerByApi(request, SHOP2.host, owner, newAddress());
  await page
    .context()
    .addCookies([{ name: CONSOLE_TOKEN_KEY, value: token, domain: SHOP2.host, path: CONSOLE_PATH }]);

  await openConsole(page, SHOP2.host);
  await page.goto(shopUrl(SHOP2.host, '/admin/products?q=雙層玻璃杯'));
  await expect(page.getByRole('list', { name: '商品列表' })).toContainText('雙層玻璃杯');
  await page.goto(shopUrl(SHOP2.host, '/admin/products?q=羊毛針織外套'));
  await expect(page.getByRole('heading', { name: '商品', exact: true })).toBeVisible();
  await expect(page.getByText('羊毛針織外套')).toHaveCount(0);

  const shop1 = await (
    await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${SHOP1.host}`), {
      headers: hostHeader(SHOP1.host),
    })
  ).json();
  for (const host of [SHOP1.host, SHOP2.host]) {
    const res = await request.get(nodeUrl(`/api-admin/${shop1.ShopId}/orders`), {
      headers: { ...hostHeader(host), authorization: `Bearer ${token}` },
    });
    expect([401, 403, 404], `${host}: ${res.status()}`).toContain(res.status());
  }
});

// An office or a household on one line: after three code requests of the hour, the fourth needs a
// proof of work, which the console's sign-in screen solves by itself (as the shop's own does).
test(`${host}: four staff signing in from one address all reach the console`, async ({
  browser,
  request,
}) => {
  test.slow();
  const address = newAddress();
  const clock = String(Math.floor(Date.now() / 10)).slice(-5);
  for (let i = 1; i <= 4; i++) {
    const phone = `09${clock}4${i}7`;
    await addStaffByOperator(request, host, phone, 'staff', `同事${'一二三四'[i - 1]}`);
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
    const page = await context.newPage();
    await consoleSignIn(page, request, host, phone);
    await context.close();
  }
});
