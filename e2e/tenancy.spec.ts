import { expect, test } from './fixtures';
import { CLOSED, hostHeader, nodeUrl, SHOP1, SHOP1_IP, SHOP2, shopUrl } from './hosts';

test.describe('one deployment, many shops', () => {
  for (const shop of [SHOP1, SHOP1_IP, SHOP2]) {
    test(`${shop.host} shows its own shop`, async ({ page }) => {
      const response = await page.goto(shopUrl(shop.host));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(shop.name);
      await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-tw');
      // The theme stylesheet is the first stylesheet of the page.
      const first = await page.locator('head link[rel="stylesheet"]').first().getAttribute('href');
      expect(first).toBe('/colorTheme/ohbot.css');
    });
  }

  test('the home page renders enabled areas only: banners first, then page order', async ({
    page,
    request,
  }) => {
    const config = await (
      await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${SHOP1.host}`))
    ).json();
    const home = await (await request.get(nodeUrl(`/api-client/${config.ShopId}/ecommercePage/home`))).json();
    const areas: { type: string; enable: boolean }[] = home.content.areas;
    expect(areas.some((a) => !a.enable)).toBe(true);
    // Banners come first, then the other enabled areas in page order (spec §2 Home).
    const enabled = areas.filter((a) => a.enable).map((a) => a.type);
    const expected = [...enabled.filter((t) => t === 'banner'), ...enabled.filter((t) => t !== 'banner')];

    await page.goto(shopUrl(SHOP1.host));
    const rendered = await page
      .locator('[data-area]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-area')));
    expect(rendered).toEqual(expected);
    for (const type of ['banner', 'productList', 'productTypeList', 'news', 'text', 'marketing', 'youtube']) {
      expect(rendered).toContain(type);
    }
  });

  test('each shop answers /favicon.ico with its own icon', async ({ request }) => {
    for (const [host, icon] of [
      [SHOP1.host, '/demo/shop1/favicon.svg'],
      [SHOP2.host, '/demo/shop2/favicon.png'],
    ] as const) {
      const response = await request.get(nodeUrl('/favicon.ico'), {
        headers: hostHeader(host),
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(icon);
    }
  });

  test('the shops do not share content', async ({ page }) => {
    await page.goto(shopUrl(SHOP2.host));
    await expect(page.getByText(SHOP1.name)).toHaveCount(0);
  });

  test('closed.localhost shows the module-disabled notice, which cannot be dismissed', async ({ page }) => {
    await page.goto(shopUrl(CLOSED.host));
    const dialog = page.getByRole('dialog');
    const notice = dialog.getByRole('heading', { name: '目前商店尚未開放線上購物' });
    await expect(notice).toBeVisible();
    await expect(dialog.getByRole('img', { name: '模組已停用' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(notice).toBeVisible();
    // Nothing of the shop starts behind it.
    await expect(page.locator('[data-area]')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('closed.localhost refuses an order, a pre-check and a payment made through its API', async ({
    request,
  }) => {
    const config = await (
      await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${CLOSED.host}`))
    ).json();
    const paths = ['ecommerceOrder/', 'ecommerceOrder/pre', 'ecommerceOrder/1/paymentInfo'];
    for (const path of paths) {
      const response = await request.post(nodeUrl(`/api-client/${config.ShopId}/${path}`), {
        headers: hostHeader(CLOSED.host),
        data: {},
      });
      expect(response.status(), path).toBe(403);
      expect((await response.json()).msg, path).toBe('目前商店尚未開放線上購物');
    }
  });

  test('an unknown host gets a 404 page saying the shop cannot be loaded', async ({ page }) => {
    const response = await page.goto(shopUrl('nowhere.localhost'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '無法載入商店設定' })).toBeVisible();
  });

  test('an unknown path is the shop’s 404 screen with a 404 status', async ({ page }) => {
    const response = await page.goto(shopUrl(SHOP1.host, '/no/such/page?x=1'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('找不到這個頁面')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(SHOP1.name));
    // The home areas under the notice, whose code comes only with a 404 (components/home/NotFoundHome).
    const area = page.locator('[data-area="productTypeList"]').first();
    await expect(area.getByRole('heading', { name: '精選推薦' })).toBeVisible();
  });

  test('the per-host route tree cannot be reached directly', async ({ page }) => {
    const response = await page.goto(shopUrl(SHOP1.host, `/${SHOP2.host}`));
    expect(response?.status()).toBe(404);
    await expect(page.getByText(SHOP2.name)).toHaveCount(0);
  });
});
