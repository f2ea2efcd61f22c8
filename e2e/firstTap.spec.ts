import { expect, holdScripts, test, type Page } from './fixtures';
import { SHOP1, shopUrl } from './hosts';

/**
 * Issue 25: a control on the first screen answers the first tap, even before the page's scripts have
 * run. Here they never run (every script of the build is refused), so what answers is the HTML alone:
 * the side menu, the search panel and the member menu are native popovers, search is a real GET
 * form, and the cart is a link. `npm run first-tap` measures how soon that is on a slow phone.
 */
async function withoutScripts(page: Page, host: string) {
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
  await page.goto(shopUrl(host));
  await expect(page.getByRole('banner')).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(document).some((k) => k.startsWith('__reactContainer$'))),
  ).toBe(false);
}

const shop = SHOP1;
test(`${shop.host}: search opens and searches with the page's scripts refused @phone`, async ({ page }) => {
  await withoutScripts(page, shop.host);
  await page.getByRole('banner').getByRole('button', { name: '搜尋商品' }).tap();
  const box = page.getByRole('searchbox', { name: '搜尋商品名稱' });
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  // Only spaces: the browser does not send the form.
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(shopUrl(shop.host));
  await box.fill(' 咖啡 ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/productList\/search\/name\/%E5%92%96%E5%95%A1$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('咖啡');
});

test(`${shop.host}: the member menu opens and leads on with the page's scripts refused @phone`, async ({
  page,
}) => {
  await withoutScripts(page, shop.host);
  await page.getByRole('banner').getByRole('button', { name: '會員選單' }).tap();
  const orders = page.getByRole('link', { name: '訂單查詢' });
  await expect(orders).toBeVisible();
  await expect(page.getByRole('link', { name: '登入' })).toBeVisible();
  // A tap outside closes it, as the browser does for any such popover.
  await page.mouse.click(10, 400);
  await expect(orders).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: '會員選單' }).tap();
  await page.getByRole('link', { name: '會員中心' }).tap();
  await expect(page).toHaveURL(/\/auth\/auth-wrapper\?lastRoute=%2Fprofile$/);
});

test(`${shop.host}: the side menu opens and leads on with the page's scripts refused @phone`, async ({
  page,
}) => {
  await withoutScripts(page, shop.host);
  await page.getByRole('button', { name: '開啟選單' }).tap();
  const menu = page.getByRole('dialog', { name: '選單' });
  await expect(menu.getByRole('link', { name: '所有類別' })).toBeVisible();
  await menu.getByRole('button', { name: '關閉選單' }).tap();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: '開啟選單' }).tap();
  await menu.getByRole('link', { name: '所有商品' }).tap();
  await expect(page).toHaveURL(/\/productList\/all$/);
});

test(`${shop.host}: the cart leads to the cart with the page's scripts refused @phone`, async ({ page }) => {
  await withoutScripts(page, shop.host);
  await page.getByRole('banner').getByRole('link', { name: '購物車' }).tap();
  await expect(page).toHaveURL(/\/cart$/);
});

test('the search form sent without a term, or with a long one, still lands somewhere sensible', async ({
  request,
}) => {
  const blank = await request.get(shopUrl(SHOP1.host, '/productList/search?name=%20%20'), {
    maxRedirects: 0,
  });
  expect(blank.status()).toBe(303);
  expect(blank.headers()['location']).toBe('/');
  const long = await request.get(shopUrl(SHOP1.host, `/productList/search?name=${'茶'.repeat(500)}`), {
    maxRedirects: 0,
  });
  expect(long.status()).toBe(303);
  expect(long.headers()['location']).toBe(`/productList/search/name/${encodeURIComponent('茶'.repeat(100))}`);
  expect(long.headers()['cache-control']).toContain('no-store');
});

test("product page: taps made before the page's scripts arrive are played once they have @phone", async ({
  page,
}) => {
  // The scripts are held back until the shopper has acted, as on a slow phone link.
  const release = await holdScripts(page);
  await page.goto(shopUrl(SHOP1.host, '/product/p-cotton-tee'), { waitUntil: 'domcontentloaded' });
  const size = page.getByRole('radiogroup', { name: '尺寸' });
  const quantity = page.getByRole('textbox', { name: '數量' });
  // The first in-stock choice is in the page itself, its controls enabled.
  await expect(size.getByRole('radio', { name: 'M' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: '加入購物車', exact: true })).toBeEnabled();
  await size.getByRole('radio', { name: 'L' }).tap();
  await page.getByRole('button', { name: '增加數量' }).tap();
  await page.getByRole('button', { name: '增加數量' }).tap();
  await page.getByRole('button', { name: '加入購物車', exact: true }).tap();
  // Tapped again as nothing seemed to happen: each + counts, the second 加入購物車 does not.
  await page.getByRole('button', { name: '加入購物車', exact: true }).tap();
  // Kept, not yet played.
  await expect(quantity).toHaveValue('1');
  await expect(page.locator('[data-tapped]')).toHaveCount(3);
  release();
  await expect(size.getByRole('radio', { name: 'L' })).toHaveAttribute('aria-checked', 'true');
  await expect(quantity).toHaveValue('3');
  await expect(page.getByText('已加入購物車')).toBeVisible();
  await expect(page.getByText('已加入購物車')).toHaveCount(1);
  await expect(page.locator('[data-tapped]')).toHaveCount(0);
});
