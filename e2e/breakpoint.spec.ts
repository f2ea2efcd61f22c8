import { expect, test, type Page } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';

/**
 * Spec §9: desktop is a width ABOVE 640 px, so a 640 px window is a phone. Each journey sets its own
 * window width, so it runs in one project only (a desktop browser at that width).
 */
const WIDTHS = [
  { width: 640, phone: true },
  { width: 641, phone: false },
];

/** The banner picture on screen, and which device's image it shows. */
async function visibleBannerImage(page: Page) {
  const image = page.locator('[data-area="banner"] img:visible').first();
  await expect(image).toHaveJSProperty('complete', true, { timeout: 30_000 });
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

for (const { width, phone } of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`top bar: ${phone ? 'the menu button, no navigation' : 'the navigation, no menu button'}`, async ({
      page,
    }) => {
      await page.goto(shopUrl(SHOP1.host));
      await expect(page.getByRole('button', { name: '開啟選單' })).toBeVisible({ visible: phone });
      await expect(page.getByRole('navigation', { name: '主要選單' })).toBeVisible({ visible: !phone });
    });

    test(`home banner: the ${phone ? 'phone' : 'web'} image`, async ({ page }) => {
      await page.goto(shopUrl(SHOP1.host));
      const src = decodeURIComponent(await visibleBannerImage(page));
      expect(src).toMatch(phone ? /-phone\.svg/ : /-web\.svg/);
    });

    test(`forgot password: the top bar is ${phone ? 'hidden' : 'shown'}`, async ({ page }) => {
      await page.goto(shopUrl(SHOP1.host, '/auth/forgot-password'));
      await expect(page.getByRole('heading', { name: '忘記密碼' })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('header[data-topbar]')).toBeVisible({ visible: !phone });
    });

    // The home's other device switches (e2e/homeAreas.spec.ts checks the phone layouts).
    test(`home: 精選推薦's 查看全部 and shop 2's desktop-only marketing link are ${phone ? 'hidden' : 'shown'}`, async ({
      page,
    }) => {
      await page.goto(shopUrl(SHOP1.host));
      const types = page.locator('[data-area="productTypeList"]').first();
      await expect(types.getByRole('heading', { name: '精選推薦' })).toBeVisible();
      await expect(types.getByRole('link', { name: /^查看全部/ })).toBeVisible({ visible: !phone });
      await page.goto(shopUrl(SHOP2.host));
      const marketing = page.locator('[data-area="marketing"]');
      await expect(marketing.getByRole('img', { name: '配方豆與濾掛' })).toBeVisible({ visible: !phone });
    });
  });
}
