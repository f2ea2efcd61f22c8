import { deflateSync, crc32 } from 'node:zlib';
import { devices } from '@playwright/test';
import { expect, hydrated, test, type Page } from './fixtures';
import { SHOP1, shopUrl } from './hosts';
import { seriousViolations } from './axe';
import { buyProduct, ownerConsole } from './consoleSteps';
import { newAddress } from './signInSteps';
import { signIn } from './shopper';

/**
 * A product made in the browser: the owner (made by `operator -- staff add`) creates one with a 2×3
 * spec matrix, its own price per size and two uploaded pictures, publishes it from the list, and a
 * shopper on a phone finds it by search, sees each combination's price and buys one.
 */

/** A small solid PNG, made here: a real picture, so the image optimizer serves it as any other. */
function png(rgb: [number, number, number], size = 24): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SIZES = [
  ['S', 480],
  ['M', 520],
  ['L', 560],
] as const;

async function addValues(admin: Page, level: number, name: string, values: string[]) {
  await admin.getByRole('button', { name: '新增一層規格' }).click();
  await admin.getByLabel(`第 ${level} 層規格名稱`).fill(name);
  const input = admin.getByLabel('新增規格值').nth(level - 1);
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
    await expect(admin.getByRole('list', { name: `${name}的規格值` }).getByRole('listitem')).toHaveCount(
      values.indexOf(value) + 1,
    );
  }
}

const { host } = SHOP1;
test(`${host}: an owner creates a product with specs and pictures; a shopper on a phone buys it`, async ({
  page,
  browser,
  request,
  consoleOwner,
}, testInfo) => {
  test.slow();
  const name = `控台襯衫${Date.now().toString(36)}`;
  const shopperPhone = `09${String(Math.floor(Date.now() / 10)).slice(-5)}381`;

  const { merchant, admin } = await ownerConsole(browser, page, consoleOwner);

  // The list, then a new product: name, price, two pictures, two levels of specs.
  await admin.getByRole('link', { name: '商品', exact: true }).click();
  await expect(admin.getByRole('heading', { name: '商品', exact: true })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath('console-products.png'), fullPage: true });
  await admin.getByRole('link', { name: '新增商品' }).click();
  await admin.waitForURL(/\/admin\/products\/new$/);
  // A field typed in before the form hydrates would be lost to React's state.
  await hydrated(admin);
  await admin.getByLabel('商品名稱').fill(name);
  await admin.getByLabel('商品介紹').fill('透氣的亞麻，三個尺寸。');
  await admin.getByLabel('售價（NT$）').fill('480');
  await admin.getByLabel(/^上傳圖片/).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png([200, 60, 60]) },
    { name: 'back.png', mimeType: 'image/png', buffer: png([60, 60, 200]) },
  ]);
  await expect(admin.getByRole('list', { name: '商品圖片' }).getByRole('listitem')).toHaveCount(2);
  await addValues(admin, 1, '顏色', ['紅', '藍']);
  await addValues(
    admin,
    2,
    '尺寸',
    SIZES.map(([s]) => s),
  );
  await expect(admin.getByRole('list', { name: '規格組合' }).getByRole('listitem')).toHaveCount(6);
  for (const color of ['紅', '藍'])
    for (const [size, price] of SIZES) {
      await admin.getByLabel(`${color} / ${size} 售價`).fill(String(price));
      await admin.getByLabel(`${color} / ${size} 庫存`).fill('5');
    }
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: '建立商品' }).click();
  await admin.waitForURL(/\/admin\/products\/\d+$/);
  await expect(admin.getByRole('heading', { name })).toBeVisible();
  await expect(admin.getByLabel('藍 / L 售價')).toHaveValue('560');
  // Levels swapped: every combination keeps its figures.
  await admin.getByRole('button', { name: '移到第二層' }).click();
  await expect(admin.getByLabel('L / 藍 售價')).toHaveValue('560');
  await expect(admin.getByLabel('L / 藍 庫存')).toHaveValue('5');
  await admin.getByRole('button', { name: '移到第一層' }).click();
  await expect(admin.getByLabel('藍 / L 售價')).toHaveValue('560');
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath('console-product-edit.png'), fullPage: true });

  // Made hidden (the form's default), published from the list.
  await admin.goto(shopUrl(host, `/admin/products?q=${encodeURIComponent(name)}`));
  await expect(admin.getByRole('list', { name: '商品列表' })).toContainText('已隱藏');
  await hydrated(admin);
  await admin.getByRole('checkbox', { name: `選取 ${name}` }).check();
  await admin.getByLabel('勾選的商品').selectOption('publish');
  await admin.getByRole('button', { name: '套用' }).click();
  await expect(admin.getByText('已更新 1 件商品')).toBeVisible();
  await expect(admin.getByRole('list', { name: '商品列表' })).toContainText('上架中');

  // A shopper on a phone finds it by search, sees each combination's price, and buys one.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': newAddress() },
  });
  const shop = await phone.newPage();
  await signIn(shop, request, host, shopperPhone);
  await shop.goto(shopUrl(host));
  await hydrated(shop);
  await shop.getByRole('button', { name: '搜尋商品' }).click();
  const box = shop.getByRole('searchbox', { name: '搜尋商品名稱' });
  await box.fill(name);
  await box.press('Enter');
  await expect(shop).toHaveURL(/\/productList\/search\/name\//);
  await shop
    .locator('main')
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await buyProduct(shop, host, name, SIZES);

  // The console shows the stock the order took.
  await admin.goto(shopUrl(host, '/admin/products'));
  await admin.getByRole('link', { name }).click();
  await expect(admin.getByLabel('藍 / L 庫存')).toHaveValue('4');
  await phone.close();
  await merchant.close();
});
