import { seriousViolations } from './axe';
import { expect, hydrated, test, type Page } from './fixtures';
import { openCardModal } from './cartSteps';
import { SHOP1, SHOP2, shopUrl } from './hosts';

async function settledViolations(page: Page) {
  // Fade-ins (spec §9) would make axe measure half-transparent text; judge the settled page.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return seriousViolations(page);
}

/** Picks 灰 on the product page's colour choice; a click that lands before hydration does nothing,
 * so it is repeated until the choice shows. */
async function pickGray(page: Page) {
  const gray = page.getByRole('radiogroup', { name: '顏色' }).getByRole('radio', { name: '灰' });
  await expect(async () => {
    await gray.click();
    await expect(gray).toHaveAttribute('aria-checked', 'true', { timeout: 1000 });
  }).toPass();
}

test.describe('home', () => {
  const shop = SHOP1;
  test(`${shop.host}: areas render and the banner advances by itself`, async ({ page }) => {
    await page.goto(shopUrl(shop.host));
    await expect(page.locator('[data-area="banner"]').first()).toBeVisible();
    for (const type of ['productList', 'productTypeList', 'text', 'news']) {
      await expect(page.locator(`[data-area="${type}"]`).first()).toBeAttached();
    }
    const active = page.locator('[data-area="banner"] .swiper-slide-active:visible').first();
    const first = await active.getAttribute('data-swiper-slide-index');
    await expect
      .poll(async () => active.getAttribute('data-swiper-slide-index'), { timeout: 8_000 })
      .not.toBe(first);
  });

  test('home has no serious accessibility violations', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host));
    await expect(page.locator('[data-area]').first()).toBeVisible();
    expect(await settledViolations(page)).toEqual([]);
  });
});

test.describe('navigation', () => {
  test('side menu: ungrouped mode lists every category, names whole @phone', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host));
    await hydrated(page);
    await page.getByRole('button', { name: '開啟選單' }).click();
    const menu = page.getByRole('dialog', { name: '選單' });
    await expect(menu.getByRole('link', { name: '所有類別' })).toBeVisible();
    await expect(menu.getByRole('heading', { name: '活動' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '所有商品' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '天然手工皂與沐浴保養系列' })).toBeVisible();
    // A disabled activity never shows.
    await expect(menu.getByText('春季出清')).toHaveCount(0);
    await menu.getByRole('link', { name: '所有商品' }).click();
    await expect(page).toHaveURL(/\/productList\/all$/);
    await expect(menu).toBeHidden();
  });

  test('the menu comes with the page: the browser reads nothing to show it @phone', async ({ page }) => {
    const menuReads: string[] = [];
    page.on('request', (request) => {
      if (/ecommerce(SidebarConfig|CategoryGroup|Category|Activity)\b/.test(request.url()))
        menuReads.push(request.url());
    });
    await page.goto(shopUrl(SHOP1.host));
    await hydrated(page);
    await page.getByRole('button', { name: '開啟選單' }).click();
    await expect(
      page.getByRole('dialog', { name: '選單' }).getByRole('link', { name: '所有商品' }),
    ).toBeVisible();
    expect(menuReads).toEqual([]);
  });

  test('side menu: grouped mode expands and collapses groups @phone', async ({ page }) => {
    await page.goto(shopUrl(SHOP2.host));
    await hydrated(page);
    await page.getByRole('button', { name: '開啟選單' }).click();
    const menu = page.getByRole('dialog', { name: '選單' });
    // A native disclosure: its summary is what the shopper taps, the details element holds the state.
    const group = menu.locator('details', { has: page.locator('summary', { hasText: '咖啡豆' }) }).first();
    await expect(group).toHaveJSProperty('open', false);
    await group.locator('summary').click();
    await expect(group).toHaveJSProperty('open', true);
    await expect(menu.getByRole('link', { name: /^全部/ }).first()).toBeVisible();
    await group.locator('summary').click();
    await expect(group).toHaveJSProperty('open', false);
  });

  test('desktop top bar shows the navigation items', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host));
    const nav = page.getByRole('navigation', { name: '主要選單' });
    await expect(nav.getByRole('link', { name: '所有類別' })).toBeVisible();
    await nav.getByRole('link', { name: '所有類別' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: '所有類別' })).toBeVisible();
  });
});

test.describe('search', () => {
  test('searches, remembers the term, ignores blank text', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host));
    await hydrated(page);
    await page.getByRole('button', { name: '搜尋商品' }).click();
    await expect(page.getByText('暫無搜尋紀錄')).toBeVisible();
    await expect(page.getByRole('heading', { name: '活動類別推薦' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: '搜尋商品名稱' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(shopUrl(SHOP1.host));
    await box.fill(' 亞麻 ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/productList\/search\/name\/%E4%BA%9E%E9%BA%BB$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('亞麻');
    await expect(page.locator('main').getByRole('link', { name: /亞麻/ }).first()).toBeVisible();
    await page.getByRole('button', { name: '搜尋商品' }).click();
    await expect(page.getByRole('button', { name: '亞麻', exact: true })).toBeVisible();
  });

  test('a search without results shows the empty state', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host, '/productList/search/name/不存在的商品xyz'));
    await expect(page.getByText('找不到相關商品')).toBeVisible();
  });
});

test.describe('product lists', () => {
  test('all products paginate 20 per page', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host, '/productList/all'));
    const cards = page.locator('main [data-product-card]');
    await expect(cards).toHaveCount(20);
    const firstPage = await cards.first().getAttribute('data-product-card');
    await page.getByRole('link', { name: '第 2 頁' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(cards.first()).not.toHaveAttribute('data-product-card', firstPage!);
    await expect(page.getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
  });

  test('category list has its heading and no hidden products; a11y clean', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host, '/productList/category/c-tops'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main [data-product-card]').first()).toBeVisible();
    await expect(page.getByText(/隱藏|下架/)).toHaveCount(0);
    expect(await settledViolations(page)).toEqual([]);
  });

  test('an unknown list type or category is the 404 screen', async ({ page }) => {
    expect((await page.goto(shopUrl(SHOP1.host, '/productList/nope/x')))?.status()).toBe(404);
    expect((await page.goto(shopUrl(SHOP1.host, '/productList/category/no-such')))?.status()).toBe(404);
    await expect(page.getByText('找不到這個頁面')).toBeVisible();
  });
});

test.describe('product detail', () => {
  test('preselects the first in-stock combination and switches away from a sold-out one', async ({
    page,
  }) => {
    await page.goto(shopUrl(SHOP1.host, '/product/p-cotton-tee'));
    const color = page.getByRole('radiogroup', { name: '顏色' });
    const size = page.getByRole('radiogroup', { name: '尺寸' });
    await expect(color.getByRole('radio', { name: '白' })).toHaveAttribute('aria-checked', 'true');
    await expect(size.getByRole('radio', { name: 'M' })).toHaveAttribute('aria-checked', 'true');
    await expect(size.getByRole('radio', { name: 'S' })).toBeDisabled();
    await color.getByRole('radio', { name: '灰' }).click();
    // 灰 / M is sold out: the selection moves to the first in-stock 灰 combination.
    await expect(size.getByRole('radio', { name: 'S' })).toHaveAttribute('aria-checked', 'true');
    await expect(size.getByRole('radio', { name: 'M' })).toBeDisabled();
    // Shop 1 gives cashback: the product says how much of its price points may pay.
    await expect(page.getByText(/回饋金最高可折抵|此商品不可使用回饋金折抵/)).toBeVisible();
    expect(await settledViolations(page)).toEqual([]);
  });

  test('the stepper stops at the stock and says so', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host, '/product/p-cotton-tee'));
    await pickGray(page);
    const qty = page
      .getByRole('textbox', { name: '數量' })
      .or(page.getByRole('spinbutton', { name: '數量' }));
    await qty.fill('9');
    await qty.blur();
    await expect(qty).toHaveValue('4');
    await expect(page.getByRole('alert').filter({ hasText: '抱歉，本商品最多可購買4件' })).toBeVisible();
  });

  test('a product sold out entirely cannot be added', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host, '/product/p-jogger-pants'));
    await expect(page.getByText('已售罄，店家補貨中')).toBeVisible();
    await expect(page.getByRole('button', { name: '加入購物車', exact: true })).toBeDisabled();
  });

  test('has Product and BreadcrumbList structured data and a canonical URL', async ({ page }) => {
    await page.goto(shopUrl(SHOP2.host, '/product/p-colombia-huila'));
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = data.map((d) => JSON.parse(d)['@type']);
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    const product = data.map((d) => JSON.parse(d)).find((d) => d['@type'] === 'Product');
    expect(product.offers.priceCurrency).toBe('TWD');
    // Shop 2 has cashback switched off: its products promise none.
    await expect(page.getByRole('heading', { name: '商品介紹' })).toBeVisible();
    await expect(page.getByText(/回饋金/)).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^http:\/\/shop2\.localhost:\d+\/product\/p-colombia-huila$/,
    );
  });

  test('a hidden product is the 404 screen', async ({ page }) => {
    expect((await page.goto(shopUrl(SHOP1.host, '/product/p-hidden-sample')))?.status()).toBe(404);
  });
});

test.describe('add to cart', () => {
  test('from a product card through the modal', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host, '/productList/category/c-tops'));
    const modal = await openCardModal(page, 'p-cotton-tee');
    await expect(modal.getByRole('heading', { name: '有機棉素面T恤' })).toBeVisible();
    await expect(modal.getByRole('radio', { name: 'M' })).toHaveAttribute('aria-checked', 'true');
    await modal.getByRole('button', { name: '加入購物車', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('from the product page', async ({ page }) => {
    await page.goto(shopUrl(SHOP2.host, '/product/p-colombia-huila'));
    await page.getByRole('button', { name: '加入購物車', exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});

test.describe('findable', () => {
  test('robots.txt and sitemap.xml are per host', async ({ page }) => {
    const robots = await page.goto(shopUrl(SHOP2.host, '/robots.txt'));
    expect(robots?.status()).toBe(200);
    expect(await robots?.text()).toContain(`http://${SHOP2.host}:`);
    const sitemap = await page.goto(shopUrl(SHOP1.host, '/sitemap.xml'));
    const xml = (await sitemap?.text()) ?? '';
    expect(xml).toContain('/product/p-cotton-tee</loc>');
    expect(xml).not.toContain('p-hidden-sample');
    expect(xml).not.toContain('shop2.localhost');
  });
});
