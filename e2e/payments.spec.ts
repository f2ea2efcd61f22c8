import { expect, test, type Page, type TestInfo } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';
import { addToCart, amountOf, payable, signIn } from './shopper';

/**
 * Paying online and picking a convenience store, through the built-in sandbox gateway and store map
 * the demo shops are configured with: the same hidden form posts, signed notifications and replies a
 * real gateway and ECPay's map make, on a machine with no outside network. Every journey buys a
 * product of its own (per host and project), so stock is never shared between journeys.
 */
type Host = 'localhost' | 'shop2.localhost';
type Journey = 'cvsCard' | 'payAgain' | 'ibon';

const PRODUCTS: Record<Host, Record<'phone' | 'desktop', Partial<Record<Journey, string>>>> = {
  localhost: {
    phone: { cvsCard: 'p-chopsticks', payAgain: 'p-glass-cup', ibon: 'p-wood-tray' },
    desktop: { cvsCard: 'p-plate-set', payAgain: 'p-black-tea', ibon: 'p-nougat' },
  },
  'shop2.localhost': {
    phone: { cvsCard: 'p-kenya-aa', payAgain: 'p-drip-bags' },
    desktop: { cvsCard: 'p-house-blend', payAgain: 'p-filter-papers' },
  },
};
const product = (host: Host, testInfo: TestInfo, journey: Journey) =>
  PRODUCTS[host][testInfo.project.name as 'phone' | 'desktop'][journey]!;

const RECEIVER = { name: '陳怡君', phone: '0922333444', address: '新北市板橋區文化路一段 25 號' };

function newPhone(testInfo: TestInfo, journey: number): string {
  const clock = String(Math.floor(Date.now() / 10)).slice(-6);
  return `09${clock}${testInfo.project.name === 'phone' ? 5 : 6}${journey}`;
}

async function fillReceiver(page: Page, withAddress: boolean) {
  await page.getByLabel('收件人姓名').fill(RECEIVER.name);
  await page.getByLabel('手機號碼').fill(RECEIVER.phone);
  if (withAddress) await page.getByLabel('收件地址').fill(RECEIVER.address);
}

/** On the sandbox's hosted page: the amount shown, then pay or fail, then back to the shop. */
async function onSandboxPage(page: Page, amount: number, result: 'pay' | 'fail') {
  await page.waitForURL(/\/api-client\/sandboxGateway\/payment$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(`NT$${amount.toLocaleString('en-US')}`);
  await page.getByRole('button', { name: result === 'pay' ? '確認付款' : '模擬付款失敗' }).click();
  await expect(page.getByRole('heading', { name: result === 'pay' ? '付款成功' : '付款失敗' })).toBeVisible();
  await page.getByRole('button', { name: '返回商店' }).click();
  await page.waitForURL(/\/order\/complete\/\d+$/);
}

const status = (page: Page) => page.getByTestId('order-status');

/** What shop 1's custom CSS (`:root{--shop-accent:#2f6f5e}`) sets, where it is applied. */
const shopAccent = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--shop-accent').trim());

const shop = SHOP1;
const host = shop.host as Host;

test.describe(`paying online on ${host}`, () => {
  test('a store picked on the map and a card paid through the gateway: the order ends paid', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, request, host, newPhone(testInfo, 1));
    await addToCart(page, host, product(host, testInfo, 'cvsCard'));
    await page.goto(shopUrl(host, '/checkout'));
    await page.getByRole('radio', { name: '7-11 超商取貨' }).check();
    await fillReceiver(page, false);
    await page.getByRole('radio', { name: '信用卡支付' }).first().check();

    // Sending without a store asks for one.
    await page.getByRole('button', { name: '送出訂單' }).click();
    await expect(page.getByText('請先選擇取貨的超商門市').first()).toBeVisible();

    await page.getByRole('button', { name: '選擇門市' }).click();
    await page.waitForURL(/\/api-client\/sandboxStoreMap$/);
    await expect(page.getByRole('heading', { name: '選擇 7-ELEVEN 取貨門市' })).toBeVisible();
    await page.getByRole('button', { name: /測試中山門市/ }).click();

    // Back on the checkout as it was left, with the store filled in.
    await page.waitForURL(/\/checkout$/);
    await expect(page.getByTestId('cvs-store')).toContainText('測試中山門市');
    await expect(page.getByRole('radio', { name: '7-11 超商取貨' })).toBeChecked();
    await expect(page.getByLabel('收件人姓名')).toHaveValue(RECEIVER.name);
    await expect(page.getByRole('radio', { name: '信用卡支付' }).first()).toBeChecked();
    await expect(payable(page)).toContainText('NT$');
    const amount = await amountOf(page);

    await page.getByRole('button', { name: '送出訂單' }).click();
    await onSandboxPage(page, amount, 'pay');
    await expect(status(page)).toHaveText('待出貨');
    await expect(page.getByText('已完成付款')).toBeVisible();

    const id = /\/order\/complete\/(\d+)$/.exec(page.url())![1];
    await page.goto(shopUrl(host, `/order/check/${id}`));
    await expect(page.getByText('測試中山門市').first()).toBeVisible();

    // Paid, so its e-invoice is issued (by the intent worker, on the demo shops' e-invoice sandbox):
    // the number with its dash, the time and the random code, on the order once it is back.
    const invoice = page.getByRole('region', { name: '發票資訊' });
    await expect(async () => {
      await page.reload();
      await expect(invoice.getByText(/^[A-Z]{2}-\d{8}$/)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 40_000 });
    await expect(invoice.getByText(/^\d{4}$/)).toBeVisible();
    await expect(invoice.getByText('開立時間')).toBeVisible();
  });

  test('a failed payment leaves the order unpaid, and it can be paid again', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, request, host, newPhone(testInfo, 2));
    await addToCart(page, host, product(host, testInfo, 'payAgain'));
    await page.goto(shopUrl(host, '/checkout'));
    await page.getByRole('radio', { name: '宅配到府' }).check();
    await fillReceiver(page, true);
    await page.getByRole('radio', { name: 'LinePay' }).check();
    await expect(payable(page)).toContainText('NT$');
    const amount = await amountOf(page);

    await page.getByRole('button', { name: '送出訂單' }).click();
    await onSandboxPage(page, amount, 'fail');
    await expect(status(page)).toHaveText('待付款');

    await page.getByRole('button', { name: '前往付款（LinePay）' }).click();
    await onSandboxPage(page, amount, 'pay');
    await expect(status(page)).toHaveText('待出貨');
  });
});

test.describe('Ibon and the footer marks', () => {
  test('an Ibon order carries the NT$15 fee; its store code is shown on the order and paid at a store', async ({
    page,
    request,
  }, testInfo) => {
    const host = SHOP1.host as Host;
    await signIn(page, request, host, newPhone(testInfo, 3));
    await addToCart(page, host, product(host, testInfo, 'ibon'));
    await page.goto(shopUrl(host, '/checkout'));
    await page.getByRole('radio', { name: '宅配到府' }).check();
    await fillReceiver(page, true);
    await page.getByRole('radio', { name: 'ATM' }).check();
    await expect(payable(page)).toContainText('NT$');
    const withoutFee = await amountOf(page);

    // The shop's custom CSS is applied everywhere but where the shopper learns how to pay.
    expect(await shopAccent(page)).toBe('#2f6f5e');
    await page.getByRole('radio', { name: 'Ibon代碼付款' }).check();
    await expect.poll(() => amountOf(page)).toBe(withoutFee + 15);
    await expect(page.getByText('付款手續費', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: '送出訂單' }).click();
    // The gateway issues a store code (取號); the order shows it, and it is paid at a store later.
    await page.waitForURL(/\/api-client\/sandboxGateway\/payment$/);
    await expect(page.getByTestId('sandbox-amount')).toHaveText(
      `NT$${(withoutFee + 15).toLocaleString('en-US')}`,
    );
    await page.getByRole('button', { name: '取得繳費代碼' }).click();
    const code = (await page.getByTestId('sandbox-store-code').innerText()).trim();
    await page.getByTestId('sandbox-return').click();
    await page.waitForURL(/\/order\/complete\/\d+$/);
    const id = /\/order\/complete\/(\d+)$/.exec(page.url())![1]!;
    await page.goto(shopUrl(host, `/order/check/${id}`));
    await expect(status(page)).toHaveText('待付款');
    await expect(page.getByTestId('store-code-value')).toHaveText(code);
    await expect(page.getByTestId('store-code-amount')).toHaveText(
      `NT$${(withoutFee + 15).toLocaleString('en-US')}`,
    );
    await expect(page.getByTestId('store-code-due')).not.toBeEmpty();
    expect(await shopAccent(page)).toBe('');
    await expect(page.getByRole('button', { name: /前往付款|取得超商繳費代碼/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('store-code.png'), fullPage: true });

    await page.goto(shopUrl(host, `/api-client/sandboxGateway/store?code=${code}`));
    await page.getByRole('button', { name: '確認繳費' }).click();
    await expect(page.getByTestId('sandbox-store-done')).toHaveText('繳費成功');
    await page.goto(shopUrl(host, `/order/check/${id}`));
    await expect(status(page)).toHaveText('待出貨');
  });

  test('each shop shows the marks of what it takes', async ({ page }) => {
    const marks = async (host: string) => {
      await page.goto(shopUrl(host, '/'));
      return page
        .locator('footer [data-mark]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-mark')));
    };
    // Shop 1: LINE Pay, NewebPay's cards, JKO Pay, Ibon (7-ELEVEN), 7-11, FamilyMart and Hi-Life pickup
    // (its Hi-Life delivery has no enable setting, which counts as on).
    expect(await marks(SHOP1.host)).toEqual([
      'linePay',
      'visa',
      'masterCard',
      'jcb',
      'unionPay',
      'amex',
      'jkoPay',
      'sevenEleven',
      'familyMart',
      'rtMart',
    ]);
    // Shop 2: LINE Pay, NewebPay's cards, 7-11 pickup; no JKO Pay, no FamilyMart.
    expect(await marks(SHOP2.host)).toEqual([
      'linePay',
      'visa',
      'masterCard',
      'jcb',
      'unionPay',
      'amex',
      'sevenEleven',
    ]);
  });
});
