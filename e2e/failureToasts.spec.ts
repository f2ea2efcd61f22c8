import { expect, hydrated, test, type APIRequestContext, type Page, type Route } from './fixtures';
import { hostHeader, nodeUrl, SHOP1, SHOP2, shopUrl } from './hosts';
import { shopOf } from './memberSteps';

// Spec §8: failed reads (search, product lists, config loads) show the error toast with the server's
// message (msg, else message, else the transport error); an inline state may stay beside it.

/** The toaster's error toast with this text (Next's route announcer is an alert too). */
const errorToast = (page: Page, text: string) =>
  page.locator('[aria-live="polite"] > [role="alert"]').filter({ hasText: text });

/**
 * Makes the shop API fail every request of this shop that holds `marker` (lib/server/testHooks/faults),
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
