import { expect, test } from './fixtures';
import { shopUrl } from './hosts';
import { addToCart, amountOf, signIn } from './shopper';

/**
 * ATM into a virtual account per order, through the sandbox gateway (NewebPay's VACC protocol):
 * checkout → the gateway's page issues the account (取號) → the order shows it, with nothing to
 * report → a transfer on the sandbox's ATM → the gateway's notice pays the order.
 *
 * The demo shops take ATM into their own accounts (e2e/atmTransfer.spec.ts), so the journey opens a
 * shop of its own with ATM switched to the gateway (`gateway --type atm --provider sandbox`).
 */

function newPhone(): string {
  return `09${String(Math.floor(Date.now() / 10)).slice(-6)}83`;
}

test('ATM through the gateway: a virtual account for the order, paid on the sandbox, the order paid', async ({
  page,
  request,
  freshShop,
}, testInfo) => {
  const shop = await freshShop({ atmGateway: true });
  const host = shop.host;
  await signIn(page, request, host, newPhone());
  await addToCart(page, host, shop.nanoId('oolong'));
  await page.goto(shopUrl(host, '/checkout'));
  await page.getByRole('radio', { name: '宅配到府' }).check();
  await page.getByLabel('收件人姓名').fill('林雅婷');
  await page.getByLabel('手機號碼').fill('0933444555');
  await page.getByLabel('收件地址').fill('臺中市西區民權路 100 號');
  await page.getByRole('radio', { name: 'ATM', exact: true }).check();
  await expect.poll(() => amountOf(page)).toBeGreaterThan(0);
  const amount = await amountOf(page);
  await page.getByRole('button', { name: '送出訂單' }).click();

  // The gateway's page: 取號, then back to the shop with the account.
  await page.waitForURL(/\/api-client\/sandboxGateway\/payment$/);
  await page.getByRole('button', { name: '取得轉帳帳號' }).click();
  const account = (await page.getByTestId('sandbox-account').innerText()).trim();
  expect(account).toMatch(/^\d{14}$/);
  await expect(page.getByText('請勿實際轉帳')).toBeVisible();
  await page.getByTestId('sandbox-return').click();
  await page.waitForURL(/\/order\/complete\/\d+$/);
  const id = /\/order\/complete\/(\d+)$/.exec(page.url())![1]!;

  // The order's own account, its amount and deadline; paid automatically, so no report form.
  await page.goto(shopUrl(host, `/order/check/${id}`));
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await expect(page.getByTestId('virtual-account')).toBeVisible();
  await expect(page.getByTestId('atm-account')).toHaveText(account);
  await expect(page.getByTestId('atm-amount')).toHaveText(`NT$${amount.toLocaleString('en-US')}`);
  await expect(page.getByTestId('atm-due')).not.toBeEmpty();
  await expect(page.getByTestId('atm-account-name')).toContainText('測試金流');
  await expect(page.getByText('入帳後自動確認')).toBeVisible();
  await expect(page.getByLabel('匯款帳號末 5 碼')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('virtual-account.png'), fullPage: true });

  // The transfer, on the sandbox's ATM: the wrong amount is refused, the right one goes through.
  await page.goto(shopUrl(host, `/api-client/sandboxGateway/atm?account=${account}`));
  await page.getByLabel('轉帳金額').fill(String(amount - 1));
  await page.getByRole('button', { name: '確認轉帳' }).click();
  await expect(page.getByTestId('sandbox-atm-error')).toContainText('金額');
  await page.getByLabel('轉帳金額').fill(String(amount));
  await page.getByRole('button', { name: '確認轉帳' }).click();
  await expect(page.getByTestId('sandbox-atm-done')).toHaveText('轉帳成功');

  await page.goto(shopUrl(host, `/order/check/${id}`));
  await expect(page.getByTestId('order-status')).toHaveText('待出貨');
  await expect(page.getByText('已完成付款')).toBeVisible();
});
