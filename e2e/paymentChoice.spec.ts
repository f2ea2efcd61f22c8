import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import { hostHeader, nodeUrl, SHOP2, shopUrl } from './hosts';
import { addToCart, amountOf, operator, payable, signIn } from './shopper';

/**
 * The payment a checkout starts with, and goes back to when free mode ends (spec §4): the one of the
 * member's last checkout, online types included, else the shop's first. Every journey that places
 * an order buys a product of its own (per host and project), so stock is never shared.
 */
type Host = 'localhost' | 'shop2.localhost';

const PRODUCTS: Record<Host, Record<'phone' | 'desktop', string>> = {
  localhost: { phone: 'p-screen-protector', desktop: 'p-phone-stand' },
  'shop2.localhost': { phone: 'p-guatemala-antigua', desktop: 'p-gift-tea' },
};
const product = (host: Host, testInfo: TestInfo) =>
  PRODUCTS[host][testInfo.project.name as 'phone' | 'desktop'];

const RECEIVER = { name: '吳佩珊', phone: '0955666777', address: '高雄市苓雅區四維三路 2 號' };

function newPhone(testInfo: TestInfo, journey: number): string {
  const clock = String(Math.floor(Date.now() / 10)).slice(-6);
  return `09${clock}${testInfo.project.name === 'phone' ? 5 : 6}${journey + 4}`;
}

const linePay = (page: Page) => page.getByRole('radio', { name: 'LinePay' });

/** The member's saved checkouts, as the checkout keeps them after an order. */
async function saveHistory(request: APIRequestContext, host: string, token: string, checkoutInfos: object[]) {
  const config = await (
    await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${host}`), { headers: hostHeader(host) })
  ).json();
  const res = await request.put(nodeUrl(`/api-client/${config.ShopId}/ecommerceMemberStorage`), {
    headers: { ...hostHeader(host), authorization: `Bearer ${token}` },
    data: { checkoutInfos },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const shop = SHOP2;
const host = shop.host as Host;

test.describe(`the payment a checkout starts with on ${host}`, () => {
  test('a member who paid with LINE Pay last time finds LINE Pay chosen at the next checkout', async ({
    page,
    request,
  }, testInfo) => {
    const nanoId = product(host, testInfo);
    await signIn(page, request, host, newPhone(testInfo, 1));
    await addToCart(page, host, nanoId);
    await page.goto(shopUrl(host, '/checkout'));
    await page.getByRole('radio', { name: '宅配到府' }).check();
    await page.getByLabel('收件人姓名').fill(RECEIVER.name);
    await page.getByLabel('手機號碼').fill(RECEIVER.phone);
    await page.getByLabel('收件地址').fill(RECEIVER.address);
    await linePay(page).check();
    await expect(payable(page)).toContainText('NT$');
    await page.getByRole('button', { name: '送出訂單' }).click();
    // On to the gateway: the order is placed and its checkout saved.
    await page.waitForURL(/\/api-client\/sandboxGateway\/payment$/);

    await addToCart(page, host, nanoId);
    await page.goto(shopUrl(host, '/checkout'));
    await expect(linePay(page)).toBeChecked();
    await expect(page.getByRole('radio', { name: '宅配到府' })).toBeChecked();
    await expect(page.getByLabel('收件人姓名')).toHaveValue(RECEIVER.name);
    await expect(payable(page)).toContainText('NT$');
  });

  test('when the wallet stops paying everything, free mode ends and the saved LINE Pay comes back', async ({
    page,
    request,
  }, testInfo) => {
    const phone = newPhone(testInfo, 2);
    const { memberToken } = await operator(request, 'memberToken', { host, phone });
    await saveHistory(request, host, memberToken, [
      { paymentType: 'linepay', receiver: RECEIVER.name, phone: RECEIVER.phone, address: RECEIVER.address },
    ]);
    await operator(request, 'credit', { host, phone, wallet: 50_000 });
    await signIn(page, request, host, phone);
    await addToCart(page, host, product(host, testInfo));

    await page.goto(shopUrl(host, '/checkout'));
    await expect(linePay(page)).toBeChecked();
    await expect(payable(page)).toContainText('NT$');
    const due = await amountOf(page);

    const wallet = page.getByLabel('使用購物金');
    await wallet.fill(String(due));
    await expect(payable(page)).toHaveText('NT$0');
    await expect(page.getByRole('radio', { name: '免收款' })).toBeChecked();
    await expect(linePay(page)).not.toBeChecked();

    await wallet.fill('0');
    await expect.poll(() => amountOf(page)).toBe(due);
    await expect(page.getByRole('radio', { name: '免收款' })).toHaveCount(0);
    await expect(linePay(page)).toBeChecked();
  });
});
