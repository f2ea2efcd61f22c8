import { expect, hydrated, test } from './fixtures';
import { SHOP1, shopUrl } from './hosts';
import { seriousViolations } from './axe';
import { ownerConsole } from './consoleSteps';

/**
 * The catalog's structure without a terminal: an owner makes a category (with a picture) and an
 * activity, puts a product in it at an activity price and switches it on; the shopper finds the
 * category on the all-categories page and the product, at its activity price, on the activity's
 * list. Its product is one no other journey buys or prices.
 */
const PRODUCT = { nanoId: 'p-knit-cardigan', name: '羊毛針織外套', activityPrice: 1280 };

/** A 1×1 PNG, a picture the storefront's image optimizer can read. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const { host } = SHOP1;
test(`${host}: an owner adds a category and an activity with a product; shoppers see both`, async ({
  page,
  browser,
  consoleOwner,
}, testInfo) => {
  test.slow();
  const product = PRODUCT;
  const mark = Date.now().toString(36);
  const category = `冬季選物${mark}`;
  const activity = `年末感謝祭${mark}`;

  const { merchant, admin } = await ownerConsole(browser, page, consoleOwner);
  await admin.getByRole('link', { name: '分類與活動' }).click();
  await expect(admin.getByRole('heading', { name: '分類與活動', level: 1 })).toBeVisible();

  // A category with a picture.
  await admin.getByLabel('分類名稱').fill(category);
  await admin
    .getByLabel('分類圖片')
    .setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: PNG });
  await expect(admin.getByRole('img', { name: '目前的分類圖片' })).toBeVisible();
  await admin.getByRole('button', { name: '新增分類', exact: true }).click();
  await expect(admin.getByRole('list', { name: '分類列表' })).toContainText(category);
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath('console-categories.png'), fullPage: true });

  // An activity: made switched off, then given a product at its activity price and switched on.
  await admin.getByLabel('活動名稱').fill(activity);
  await admin.getByRole('button', { name: '新增活動', exact: true }).click();
  await expect(admin.getByRole('heading', { name: `活動：${activity}` })).toBeVisible();
  await admin.getByLabel('商品名稱').fill(product.name);
  await admin.getByRole('button', { name: '搜尋商品' }).click();
  await admin.getByLabel(`${product.name}的活動價（選填）`).fill(String(product.activityPrice));
  await admin.getByRole('button', { name: `加入「${product.name}」` }).click();
  await expect(admin.getByRole('list', { name: '活動商品列表' })).toContainText(product.name);
  await admin.getByLabel(/^啟用/).check();
  await admin.getByRole('button', { name: '儲存活動' }).click();
  await expect(admin.getByText('已儲存，商店頁面已更新')).toBeVisible();
  await expect(admin.getByText('目前狀態：進行中')).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath('console-activity.png'), fullPage: true });
  await merchant.close();

  // The shopper: the category on the all-categories page, the product at its activity price on the
  // activity's list, reached from the product's page.
  await expect(async () => {
    await page.goto(shopUrl(host, '/categories'));
    await expect(page.getByRole('link', { name: category })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(async () => {
    await page.goto(shopUrl(host, `/product/${product.nanoId}`));
    await expect(page.getByRole('link', { name: activity })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await hydrated(page);
  await page.getByRole('link', { name: activity }).click();
  await expect(page).toHaveURL(/\/productList\/activity\/[A-Za-z0-9_-]+/);
  const card = page.getByRole('link', { name: new RegExp(product.name) }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(`NT$${product.activityPrice.toLocaleString('en-US')}`);
});
