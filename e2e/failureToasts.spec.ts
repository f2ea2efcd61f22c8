import { expect, hydrated, test, type APIRequestContext, type Page, type Route } from './fixtures';
import { hostHeader, nodeUrl, SHOP1, SHOP2, shopUrl } from './hosts';
import { newPhone, shopOf } from './memberSteps';
import { addToCart, payable, signIn } from './shopper';

// Spec §8: failed reads (search, product lists, config loads, checkout) show the error toast with the
// server's message (msg, else message, else the transport error); an inline state may stay beside it.

/** The toaster's error toast with this text (Next's route announcer is an alert too). */
const errorToast = (page: Page, text: string) =>
  page.locator('[aria-live="polite"] > [role="alert"]').filter({ hasText: text });

/**
 * Makes the shop API fail every request of this shop that holds `marker` (lib/server/http/faults.ts),
 * for the reads the server makes while rendering; removed when the journey ends.
 */
async function withFault(
  request: APIRequestContext,
  host: string,
  fault: { marker: string; status: number; msg: string },
  journey: () => Promise<void>,
) {
  const { shopId } = await shopOf(request, host);
  const path = nodeUrl(`/api-test/${shopId}/fault`);
  const added = await request.post(path, { headers: hostHeader(host), data: fault });
  expect(added.ok(), await added.text()).toBe(true);
  try {
    await journey();
  } finally {
    await request.delete(path, { headers: hostHeader(host), data: { marker: fault.marker } });
  }
}

const marker = () => `fault${Date.now()}${Math.floor(Math.random() * 1e6)}`;

const shop = SHOP2;
test(`${shop.name}: a failed search shows the server's message as a toast beside the inline state`, async ({
  page,
  request,
}) => {
  const text = marker();
  const msg = `搜尋服務暫停（${shop.name}）`;
  await withFault(request, shop.host, { marker: text, status: 503, msg }, async () => {
    await page.goto(shopUrl(shop.host, `/productList/search/name/${text}`));
    await expect(errorToast(page, msg)).toBeVisible();
    await expect(page.getByText('商品載入失敗')).toBeVisible();
  });
});

test(`${shop.name}: a product list that cannot be read says the server's message, as a toast too`, async ({
  page,
  request,
}) => {
  // The marker stands for the activity's nanoId: every read of the list (the activity, its products,
  // their count) fails.
  const nanoId = marker();
  const msg = `活動服務暫停（${shop.name}）`;
  await withFault(request, shop.host, { marker: nanoId, status: 503, msg }, async () => {
    const response = await page.goto(shopUrl(shop.host, `/productList/activity/${nanoId}`));
    // Still an error answer, which no cache keeps and search engines come back for.
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    await expect(errorToast(page, msg)).toBeVisible();
    await expect(page.getByRole('heading', { name: '商品載入失敗' })).toBeVisible();
    await expect(page.getByRole('main').getByText(msg)).toBeVisible();
    await expect(page.getByRole('button', { name: '重新整理' })).toBeVisible();
  });
});

test(`${shop.name}: a product page that cannot be read says the server's message, as a toast too`, async ({
  page,
  request,
}) => {
  // The marker stands for the product's nanoId: its read fails before the product is looked up.
  const nanoId = marker();
  const msg = `商品服務暫停（${shop.name}）`;
  await withFault(request, shop.host, { marker: nanoId, status: 503, msg }, async () => {
    const response = await page.goto(shopUrl(shop.host, `/product/${nanoId}`));
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    await expect(errorToast(page, msg)).toBeVisible();
    await expect(page.getByRole('heading', { name: '暫時無法載入' })).toBeVisible();
    await expect(page.getByRole('main').getByText(msg)).toBeVisible();
  });
});

test('a search that finds nothing is no failure: no toast', async ({ page }) => {
  await page.goto(shopUrl(SHOP1.host, `/productList/search/name/${marker()}`));
  await expect(page.getByText('找不到相關商品')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('[aria-live="polite"] > [role="alert"]')).toHaveCount(0);
});

const clientAnswers = [
  [
    'msg',
    (route: Route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ msg: '活動載入失敗' }),
      }),
    '活動載入失敗',
  ],
  [
    'the transport error',
    (route: Route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }),
    '503 Service Unavailable',
  ],
] as const;

for (const [what, answer, shown] of clientAnswers) {
  test(`the search panel's activity read failing shows ${what} as a toast`, async ({ page }) => {
    await page.route(/\/api-client\/\d+\/ecommerceActivity\?/, answer);
    await page.goto(shopUrl(SHOP1.host, '/'));
    await hydrated(page);
    await page.getByRole('button', { name: '搜尋商品' }).click();
    await expect(page.getByText('最近搜尋紀錄')).toBeVisible();
    await expect(errorToast(page, shown)).toBeVisible({ timeout: 10_000 });
  });
}

const unavailable = (msg: string) => (route: Route) =>
  route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ msg }) });

test("checkout's reads failing: what failed is said beside the lines, as a toast too, and asked again", async ({
  page,
  request,
  freshShop,
}, testInfo) => {
  const fresh = await freshShop();
  await signIn(page, request, fresh.host, newPhone(testInfo, 7));
  await addToCart(page, fresh.host, fresh.nanoId('mug'));
  const deliveries = /\/api-client\/\d+\/ecommerceDelivery\?/;
  const preCheck = /\/api-client\/\d+\/ecommerceOrder\/pre$/;
  await page.route(deliveries, unavailable('配送服務暫停'));
  await page.route(preCheck, unavailable('金額試算暫停'));

  await page.goto(shopUrl(fresh.host, '/checkout'));
  await expect(errorToast(page, '配送服務暫停')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '無法載入配送方式：配送服務暫停' })).toBeVisible();
  await expect(page.getByRole('main').getByText('手拉坯馬克杯')).toBeVisible();

  // Asked again, the deliveries come; the pre-check then fails, said in the summary and as a toast.
  await page.unroute(deliveries);
  await page.getByRole('button', { name: '重新載入' }).click();
  await expect(page.getByRole('radio', { name: '宅配到府' })).toBeVisible();
  await expect(errorToast(page, '金額試算暫停')).toBeVisible();

  await page.unroute(preCheck);
  await page.getByRole('button', { name: '重新計算金額' }).click();
  await expect(payable(page)).toContainText('NT$');
});
