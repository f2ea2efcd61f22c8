import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import { hostHeader, nodeUrl, SHOP1, shopUrl } from './hosts';
import { addToCart, amountOf, operator, payable, signIn } from './shopper';

/**
 * Checkout and orders, as a signed-in shopper goes through them. The journeys that count stock run
 * on a shop of their own (e2e/freshShop.ts), so no other journey's order moves their figures; the
 * wallet, cashback and promo code journeys use demo shop 1's settings, on products no other journey
 * buys.
 */
const host = SHOP1.host;
const PRODUCTS = { free: 'p-table-runner', promo: 'p-ceramic-vase' } as const;

const PROMO_CODE = { code: 'WELCOME100', discount: 100 };

const RECEIVER = { name: '林美玲', phone: '0987654321', address: '台北市大安區忠孝東路四段 100 號' };

/** A number no other journey uses: the clock, the project and the journey. */
function newPhone(testInfo: TestInfo, journey: number): string {
  const clock = String(Math.floor(Date.now() / 10)).slice(-6);
  return `09${clock}${testInfo.project.name === 'phone' ? 3 : 4}${journey}`;
}

type Stock = { shopId: number; id: number; stock: number };

async function serverStock(request: APIRequestContext, host: string, nanoId: string): Promise<Stock> {
  const config = await (
    await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${host}`), { headers: hostHeader(host) })
  ).json();
  const res = await request.get(nodeUrl(`/api-client/${config.ShopId}/ecommerceProduct/nanoId/${nanoId}`), {
    headers: hostHeader(host),
  });
  expect(res.ok()).toBe(true);
  const {
    EcommerceProductStocks: [first],
  } = await res.json();
  return { shopId: config.ShopId, id: first.id, stock: first.stock };
}

/** Home delivery with the receiver filled in; the payment is left to the caller. */
async function fillHomeDelivery(page: Page) {
  await page.getByRole('radio', { name: '宅配到府' }).check();
  await page.getByLabel('收件人姓名').fill(RECEIVER.name);
  await page.getByLabel('手機號碼').fill(RECEIVER.phone);
  await page.getByLabel('收件地址').fill(RECEIVER.address);
}

/** 送出訂單, then the complete screen of the new order: its id. */
async function placeOrder(page: Page): Promise<number> {
  await expect(page.getByRole('button', { name: '送出訂單' })).toBeEnabled();
  await page.getByRole('button', { name: '送出訂單' }).click();
  await page.waitForURL(/\/order\/complete\/\d+$/);
  await expect(page.getByRole('heading', { name: '訂單成立' })).toBeVisible();
  return Number(/\/order\/complete\/(\d+)$/.exec(page.url())![1]);
}

test.describe('checkout', () => {
  test('home delivery and cash on delivery: the order is placed, the cart empties, the order is listed', async ({
    page,
    request,
    freshShop,
  }, testInfo) => {
    const shop = await freshShop();
    const host = shop.host;
    await signIn(page, request, host, newPhone(testInfo, 1));
    const nanoId = shop.nanoId('oolong');
    const before = await serverStock(request, host, nanoId);
    expect(before.stock).toBe(50);
    await addToCart(page, host, nanoId);

    // With a line to check out, the cart icon leads to checkout.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^購物車/ })
      .click();
    await page.waitForURL(/\/checkout$/);
    await fillHomeDelivery(page);
    await page.getByRole('radio', { name: '貨到付款' }).check();
    await expect(payable(page)).toContainText('NT$');

    const id = await placeOrder(page);
    await expect(page.getByText('商品送達時以現金付款')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect((await serverStock(request, host, nanoId)).stock).toBe(before.stock - 1);

    await page.goto(shopUrl(host, '/order/list'));
    await expect(page.locator(`[data-order-id="${id}"]`)).toBeVisible();
    await expect(page.locator(`[data-order-id="${id}"]`)).toContainText('待出貨');
  });

  test('wallet and cashback pay everything: a free order', async ({ page, request }, testInfo) => {
    const phone = newPhone(testInfo, 2);
    await signIn(page, request, host, phone);
    await operator(request, 'credit', { host, phone, wallet: 5000, cashback: 300 });
    await addToCart(page, host, PRODUCTS.free);
    await page.goto(shopUrl(host, '/checkout'));
    await fillHomeDelivery(page);
    await page.getByRole('radio', { name: '貨到付款' }).check();
    await expect(payable(page)).toContainText('NT$');

    await page.getByLabel('使用回饋金').fill('10');
    await expect.poll(() => amountOf(page)).toBeGreaterThan(0);
    const due = await amountOf(page);
    await page.getByLabel('使用購物金').fill(String(due));
    await expect(payable(page)).toHaveText('NT$0');
    // Nothing left to pay: the free payment is chosen for the shopper.
    await expect(page.getByRole('radio', { name: '免收款' })).toBeChecked();

    await placeOrder(page);
    await expect(page.getByText(/無需付款/)).toBeVisible();
  });

  test('a promo code takes its discount off what is paid', async ({ page, request }, testInfo) => {
    await signIn(page, request, host, newPhone(testInfo, 3));
    await addToCart(page, host, PRODUCTS.promo);
    await page.goto(shopUrl(host, '/checkout'));
    await fillHomeDelivery(page);
    await page.getByRole('radio', { name: '貨到付款' }).check();
    await expect(payable(page)).toContainText('NT$');
    const before = await amountOf(page);

    const { code, discount } = PROMO_CODE;
    await page.getByLabel('優惠碼').fill(code.toLowerCase());
    await page.getByLabel('優惠碼').press('Enter');
    await expect.poll(() => amountOf(page)).toBe(before - discount);

    const id = await placeOrder(page);
    await page.goto(shopUrl(host, `/order/check/${id}`));
    await expect(page.getByText(code)).toBeVisible();
  });

  test('cancelling an order puts its stock back', async ({ page, request, freshShop }, testInfo) => {
    const shop = await freshShop();
    const host = shop.host;
    await signIn(page, request, host, newPhone(testInfo, 4));
    const nanoId = shop.nanoId('mug');
    const before = await serverStock(request, host, nanoId);
    await addToCart(page, host, nanoId);
    await page.goto(shopUrl(host, '/checkout'));
    await fillHomeDelivery(page);
    await page.getByRole('radio', { name: '貨到付款' }).check();
    const id = await placeOrder(page);
    expect((await serverStock(request, host, nanoId)).stock).toBe(before.stock - 1);

    await page.goto(shopUrl(host, '/order/list'));
    const card = page.locator(`[data-order-id="${id}"]`);
    await card.getByRole('button', { name: '取消訂單' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '確定取消' }).click();
    await expect(card).toContainText('已取消');
    await expect.poll(async () => (await serverStock(request, host, nanoId)).stock).toBe(before.stock);
  });
});
