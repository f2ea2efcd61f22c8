import { expect, test, type TestInfo } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';
import { addToCart, amountOf, signIn } from './shopper';

/**
 * Paying by ATM: the transfer goes to the shop's own account (the one its seed gives, as an operator
 * gives it with `payment on --type atm --bank-code … --account … --account-name …`), shown with the
 * amount and the due date; the shopper then reports the transfer, and the order waits for the shop.
 * Each host and project buys a product no other journey buys.
 */
const SHOPS = [
  {
    ...SHOP1,
    account: { bank: '808（玉山商業銀行）', number: '09681000123456', holder: '小島選物有限公司' },
    products: { phone: 'p-soy-candle', desktop: 'p-usb-c-cable' },
  },
  {
    ...SHOP2,
    account: { bank: '822（中國信託商業銀行）', number: '521540123456', holder: '山嵐咖啡有限公司' },
    products: { phone: 'p-french-press', desktop: 'p-clay-teapot' },
  },
] as const;

function newPhone(testInfo: TestInfo, host: string): string {
  const clock = String(Math.floor(Date.now() / 10)).slice(-6);
  return `09${clock}${testInfo.project.name === 'phone' ? 9 : 0}${host === SHOP1.host ? 1 : 2}`;
}

for (const shop of SHOPS) {
  test(`${shop.host}: an ATM order shows the shop's account and takes the transfer report`, async ({
    page,
    request,
  }, testInfo) => {
    const project = testInfo.project.name as 'phone' | 'desktop';
    await signIn(page, request, shop.host, newPhone(testInfo, shop.host));
    await addToCart(page, shop.host, shop.products[project]);
    await page.goto(shopUrl(shop.host, '/checkout'));
    await page.getByRole('radio', { name: '宅配到府' }).check();
    await page.getByLabel('收件人姓名').fill('林雅婷');
    await page.getByLabel('手機號碼').fill('0933444555');
    await page.getByLabel('收件地址').fill('臺中市西區民權路 100 號');
    await page.getByRole('radio', { name: 'ATM', exact: true }).check();
    // The amount once the pre-check has priced the basket with its delivery.
    await expect.poll(() => amountOf(page)).toBeGreaterThan(0);
    const amount = await amountOf(page);
    await page.getByRole('button', { name: '送出訂單' }).click();
    await page.waitForURL(/\/order\/complete\/\d+$/);
    const id = /\/order\/complete\/(\d+)$/.exec(page.url())![1]!;

    // Exactly the shop's account, its holder and the amount, on the order's page.
    await page.goto(shopUrl(shop.host, `/order/check/${id}`));
    await expect(page.getByTestId('order-status')).toHaveText('待付款');
    await expect(page.getByTestId('atm-bank')).toHaveText(shop.account.bank);
    await expect(page.getByTestId('atm-account')).toHaveText(shop.account.number);
    await expect(page.getByTestId('atm-account-name')).toHaveText(shop.account.holder);
    await expect(page.getByText(`NT$${amount.toLocaleString('en-US')}`).first()).toBeVisible();

    await page.getByLabel('匯款人姓名').fill('林雅婷');
    await page.getByLabel('匯款帳號末 5 碼').fill('54321');
    await page.getByRole('button', { name: '送出匯款回報' }).click();
    await expect(page.getByText(/匯款人 林雅婷，帳號末 5 碼 54321/)).toBeVisible();
    // Reported, it waits for the shop: still unpaid, and no longer the shopper's to cancel.
    await expect(page.getByTestId('order-status')).toHaveText('待付款');
    await expect(page.getByRole('button', { name: '取消訂單' })).toHaveCount(0);
  });
}
