import { expect, test } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';

/** The demo shops' merchant page `about` (lib/server/seed/demo): its title and first text area. */
const ABOUT = [
  { shop: SHOP1, title: '關於我們', heading: '品牌故事' },
  { shop: SHOP2, title: '關於山嵐', heading: '山嵐咖啡' },
];

for (const { shop, title, heading } of ABOUT) {
  test(`${shop.host}: /page/about is the merchant's page; an unknown key is the 404 screen`, async ({
    page,
  }) => {
    const response = await page.goto(shopUrl(shop.host, '/page/about'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('[data-area="text"]').getByRole('heading', { name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title}｜${shop.name}`));

    expect((await page.goto(shopUrl(shop.host, '/page/no-such-page')))?.status()).toBe(404);
    await expect(page.getByText('找不到這個頁面')).toBeVisible();
  });
}
