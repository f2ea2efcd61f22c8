import { expect, test, type Page, type TestInfo } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';
import { orderToSevenEleven } from './parcelSteps';
import { addToCart, operator, signIn } from './shopper';

/**
 * A cash-on-delivery order to a 7-ELEVEN store followed to its pickup: the shop ships it with the
 * operator's `ship`, opens the label at the address it answered (the logistics sandbox's label, whose
 * buttons send the signed notices ECPay would), and the shopper sees each step on the order's page.
 * Each project buys a product no other journey buys, so stock is never shared.
 */
const PRODUCTS: Record<string, Record<'phone' | 'desktop', string>> = {
  [SHOP1.host]: { phone: 'p-bath-salt', desktop: 'p-longan-honey' },
  [SHOP2.host]: { phone: 'p-glass-server', desktop: 'p-latte-cup' },
};

function newPhone(testInfo: TestInfo, host: string): string {
  const clock = String(Math.floor(Date.now() / 10)).slice(-6);
  return `09${clock}${testInfo.project.name === 'phone' ? 7 : 8}${host === SHOP1.host ? 1 : 2}`;
}

const orderStatus = (page: Page) => page.getByTestId('order-status');
const parcel = (page: Page) => page.getByTestId('parcel');

const { host } = SHOP1;
test(`${host}: a COD parcel to a 7-ELEVEN is shipped, reaches the store and is picked up, step by step`, async ({
  page,
  context,
  request,
}, testInfo) => {
  await signIn(page, request, host, newPhone(testInfo, host));
  await addToCart(page, host, PRODUCTS[host]![testInfo.project.name as 'phone' | 'desktop']);

  const id = await orderToSevenEleven(page, host, 'COD');

  // The shop ships it: 已出貨, with the parcel's carrier and number.
  const shipped = await operator(request, 'ship', { host, orderId: id });
  expect(shipped.parcel).toMatchObject({ carrier: '7-ELEVEN', status: 'created' });
  await page.goto(shopUrl(host, `/order/check/${id}`));
  await expect(orderStatus(page)).toHaveText('已出貨');
  await expect(parcel(page)).toContainText('7-ELEVEN');
  await expect(parcel(page)).toContainText(shipped.parcel.trackingNo);
  await expect(parcel(page)).toContainText('已建立託運單');
  await expect(parcel(page)).not.toContainText('取貨期限');

  // The label opens from the address `ship` answered; no carrier scans a sandbox label, so its
  // buttons stand for the carrier's reports.
  const label = await context.newPage();
  await label.goto(shipped.labelUrl);
  await label.waitForURL(/\/api-client\/sandboxLogistics\/helper\/printTradeDocument$/);
  await expect(label.getByText(shipped.parcel.trackingNo)).toBeVisible();

  const report = async (step: 'arrived' | 'pickedUp', name: string) => {
    await label.locator(`button[data-step="${step}"]`).click();
    await expect(label.getByText(`已送出「${name}」通知，商店回應 HTTP 200。`)).toBeVisible();
  };

  await report('arrived', '已到店');
  await page.reload();
  await expect(parcel(page)).toHaveAttribute('data-status', 'arrived');
  await expect(orderStatus(page)).toHaveText('已出貨');
  await expect(parcel(page)).toContainText('取貨期限');
  await expect(page.getByTestId('parcel-steps').getByText('已到店')).toBeVisible();

  await report('pickedUp', '已取件');
  await page.reload();
  await expect(parcel(page)).toHaveAttribute('data-status', 'pickedUp');
  await expect(orderStatus(page)).toHaveText('已完成');
  await expect(parcel(page)).not.toContainText('取貨期限');
  await expect(page.getByTestId('parcel-steps').getByText('已取件')).toBeVisible();
  // Cash on delivery: the store collected the money.
  await expect(page.getByText('付款時間')).toBeVisible();
});
