import { expect, test, type Page, type TestInfo } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';
import { orderToSevenEleven } from './parcelSteps';
import { addToCart, operator, signIn } from './shopper';

/**
 * A card order paid on the sandbox gateway, shipped to a 7-ELEVEN and picked up, then returned: the
 * shopper asks on the order's page, the shop approves through the operator route, and the refund
 * goes back through the sandbox gateway by the intent worker (every second on the e2e server), so
 * the return shows 已核准 and then 已退款. Each project buys a product no other journey buys.
 */
const PRODUCTS: Record<string, Record<'phone' | 'desktop', string>> = {
  [SHOP1.host]: { phone: 'p-phone-strap', desktop: 'p-fast-charger' },
  [SHOP2.host]: { phone: 'p-tea-tray', desktop: 'p-tea-canister' },
};

function newPhone(testInfo: TestInfo, host: string): string {
  const clock = String(Math.floor(Date.now() / 10)).slice(-6);
  return `09${clock}${testInfo.project.name === 'phone' ? 3 : 4}${host === SHOP1.host ? 1 : 2}`;
}

const returnStatus = (page: Page) => page.getByTestId('return-status');

const { host } = SHOP2;
test(`${host}: a card order picked up is returned, approved and refunded through the gateway`, async ({
  page,
  context,
  request,
}, testInfo) => {
  // The whole life of an order (sign-in, checkout, gateway, store map, parcel, return, refund):
  // 40–60 s on a busy machine, beside the suite's 60 s for one journey.
  test.slow();
  await signIn(page, request, host, newPhone(testInfo, host));
  await addToCart(page, host, PRODUCTS[host]![testInfo.project.name as 'phone' | 'desktop']);

  const id = await orderToSevenEleven(page, host, 'card');

  // Shipped, and picked up at the store (the sandbox label's buttons stand for the carrier).
  const shipped = await operator(request, 'ship', { host, orderId: id });
  const label = await context.newPage();
  await label.goto(shipped.labelUrl);
  await label.locator('button[data-step="pickedUp"]').click();
  await expect(label.getByText('已送出「已取件」通知，商店回應 HTTP 200。')).toBeVisible();
  await label.close();

  await page.goto(shopUrl(host, `/order/check/${id}`));
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  await page.getByRole('button', { name: '申請退貨' }).click();
  await page.getByLabel('退貨原因').fill('尺寸不合');
  await page.getByRole('radio', { name: '部分商品' }).check();
  await page.screenshot({ path: testInfo.outputPath('return-form.png'), fullPage: true });
  await page.getByRole('radio', { name: '整筆訂單' }).check();
  await page.getByRole('button', { name: '送出退貨申請' }).click();
  await expect(returnStatus(page)).toHaveText('申請中');
  await expect(page.getByRole('button', { name: '申請退貨' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('return-requested.png'), fullPage: true });

  const approved = await operator(request, 'return', { host, orderId: id, action: 'approve' });
  expect(approved.return).toMatchObject({
    status: 'approved',
    statusLabel: '已核准',
    refundMethod: 'gateway',
  });
  await page.reload();
  await expect(returnStatus(page)).toHaveText(/已核准|已退款/);
  // The worker refunds within a second or two; on a busy machine a reloaded order page itself
  // takes seconds to show its return, so each look waits for the status to be there at all.
  await expect(async () => {
    await page.reload();
    await expect(returnStatus(page)).toBeVisible({ timeout: 15_000 });
    await expect(returnStatus(page)).toHaveText('已退款', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText(/NT\$[\d,]+ 已退款/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('return-refunded.png'), fullPage: true });
});
