import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { devices } from '@playwright/test';
import { expect, hydrated, test, type APIRequestContext, type ConsoleOwner, type Page } from './fixtures';
import { hostHeader, nodeUrl, SHOP1, shopUrl } from './hosts';
import { seriousViolations } from './axe';
import { buyProduct, openConsole } from './consoleSteps';
import { signIn } from './shopper';
import { newAddress } from './signInSteps';

/**
 * The shop's content from the console: an owner gives the home page's banner a new picture (uploaded
 * from the computer), makes a product with a 2×3 spec matrix and pictures in a new category (through
 * the console's API: the product form itself is e2e/consoleProducts.spec.ts), adds a product list of
 * that category, publishes, and the home page shows both within 2 s of the publish answering; a
 * shopper on a phone finds the product in that list, sees each combination's price and buys it. The home page is put back as it was afterwards (other journeys
 * count its slides and areas). Publishing runs on the desktop only, so that the two screen sizes do
 * not edit one page at once; the phone looks at the same screens.
 */
/** A small PNG of its own colour, so that every run uploads a picture the shop has never had. */
function uniquePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const [w, h] = [48, 16];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const colour = [0, 1, 2].map(() => Math.floor(Math.random() * 256));
  const row = Buffer.from([0, ...Array.from({ length: w }, () => colour).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: h }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The console API as the signed-in page calls it, with the bearer its cookie holds. */
async function api(
  page: Page,
  request: APIRequestContext,
  host: string,
  path: string,
  init: { method?: string; data?: unknown } = {},
) {
  const token = (await page.context().cookies()).find((c) => c.name === 'consoleToken')!.value;
  return request.fetch(nodeUrl(`/api-admin/${await shopIdOf(request, host)}${path}`), {
    method: init.method ?? 'GET',
    headers: { ...hostHeader(host), authorization: `Bearer ${token}` },
    data: init.data,
  });
}

async function shopIdOf(request: APIRequestContext, host: string): Promise<number> {
  const res = await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${host}`), {
    headers: hostHeader(host),
  });
  return ((await res.json()) as { ShopId: number }).ShopId;
}

/** Polls the home page's HTML, for at most `ms`, until it holds `text`; answers how long it took. */
async function homeShows(
  request: APIRequestContext,
  host: string,
  text: string,
  ms = 2_000,
): Promise<number> {
  const start = Date.now();
  for (;;) {
    const html = await (await request.get(nodeUrl('/'), { headers: hostHeader(host) })).text();
    const took = Date.now() - start;
    if (html.includes(text)) return took;
    if (took > ms) throw new Error(`the home page of ${host} did not show ${text} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const SIZES = [
  ['S', 480],
  ['M', 520],
  ['L', 560],
] as const;

/**
 * A category and, in it, a public product with a 2×3 spec matrix (its own price per size) and two
 * uploaded pictures, made through the console's API as its forms make them. Answers their names.
 */
async function newProductInNewCategory(page: Page, request: APIRequestContext, host: string, stamp: string) {
  const category = `控台新品${stamp}`;
  const made = await api(page, request, host, '/categories', { method: 'POST', data: { name: category } });
  expect(made.ok(), await made.text()).toBe(true);
  const { categories } = (await made.json()) as { categories: { id: number; name: string }[] };
  const pictures: string[] = [];
  for (let i = 0; i < 2; i++) {
    const up = await api(page, request, host, '/media', { method: 'POST', data: uniquePng() });
    expect(up.ok(), await up.text()).toBe(true);
    pictures.push(((await up.json()) as { url: string }).url);
  }
  const name = `控台襯衫${stamp}`;
  const product = await api(page, request, host, '/products', {
    method: 'POST',
    data: {
      name,
      description: '透氣的亞麻，三個尺寸。',
      pictures,
      price: 480,
      activityPrice: null,
      categoryIds: [categories.find((c) => c.name === category)!.id],
      activityId: null,
      isPublic: true,
      order: 0,
      useCashbackRate: 0,
      purchaseLimit: null,
      specs: {
        levels: [
          {
            name: '顏色',
            values: [
              { key: 'r', name: '紅' },
              { key: 'b', name: '藍' },
            ],
          },
          { name: '尺寸', values: SIZES.map(([size]) => ({ key: size, name: size })) },
        ],
        cells: ['r', 'b'].flatMap((color) =>
          SIZES.map(([size, price]) => ({ keys: [color, size], price, activityPrice: null, stock: 5 })),
        ),
      },
    },
  });
  expect(product.ok(), await product.text()).toBe(true);
  return { category, name };
}

async function openContent(page: Page, owner: ConsoleOwner) {
  await page.context().addCookies((await owner.storageState()).cookies);
  await openConsole(page, owner.host);
  await page.getByRole('link', { name: '內容' }).click();
  await expect(page.getByRole('heading', { name: '內容', level: 1 })).toBeVisible();
}

const { host } = SHOP1;
test(`${host}: an owner changes the banner and lists a new 2×3 product on the home page within 2 s; a phone buys it`, async ({
  browser,
  request,
  consoleOwner,
}, testInfo) => {
  test.slow();
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    // The storefront's areas fade in; axe would read their colours mid-fade.
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': newAddress() },
  });
  const page = await context.newPage();
  await openContent(page, consoleOwner);
  const made = await newProductInNewCategory(
    page,
    request,
    host,
    `${Date.now().toString(36)}${host === SHOP1.host ? 1 : 2}`,
  );
  // The areas editor offers the categories there were when it opened.
  await page.reload();
  const original = (await (await api(page, request, host, '/content/pages/home')).json()) as {
    areas: unknown[];
  };
  try {
    const editor = page.getByRole('list', { name: '頁面區塊' });
    const banner = editor
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /輪播橫幅/ }) })
      .first();
    const slide = banner.getByRole('group', { name: '第 1 張' });
    const png = uniquePng();
    const hash = createHash('sha256').update(png).digest('hex');
    for (const which of ['桌機圖片', '手機圖片']) {
      await slide
        .getByLabel(`上傳${which}`)
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
      await expect(slide.getByRole('img', { name: `目前的${which}` })).toHaveAttribute(
        'src',
        new RegExp(hash),
      );
    }

    const title = `本週精選 ${hash.slice(0, 6)}`;
    await page.getByLabel('新增區塊').selectOption({ label: '商品列表' });
    await page.getByRole('button', { name: '加入', exact: true }).first().click();
    const list = editor.getByRole('listitem').last();
    await list.getByLabel('標題（空白時用分類或活動名稱）').fill(title);
    await list.getByLabel('列出哪個分類或活動的商品（最多 8 件）').selectOption({ label: made.category });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('content-desktop.png'), fullPage: true });

    // The draft, previewed in a new tab with the storefront's own components; shoppers see nothing yet.
    await page.getByRole('button', { name: '儲存草稿' }).click();
    await expect(page.getByRole('status').first()).toHaveText('草稿已儲存，商店頁面不變');
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: '預覽（新分頁）' }).click(),
    ]);
    await preview.waitForURL(/\/admin\/content\/preview\?key=home$/);
    await expect(preview.getByText('尚未發佈的草稿，顧客看不到。')).toBeVisible();
    await expect(
      preview.locator('[data-area="productList"]').getByRole('heading', { name: title }),
    ).toBeVisible();
    expect(await preview.locator('[data-area="banner"] source').first().getAttribute('srcset')).toContain(
      hash,
    );
    expect(await seriousViolations(preview)).toEqual([]);
    await preview.screenshot({ path: testInfo.outputPath('content-preview-desktop.png'), fullPage: true });
    await preview.close();
    const before = await (await request.get(nodeUrl('/'), { headers: hostHeader(host) })).text();
    expect(before).not.toContain(hash);

    await page.getByRole('button', { name: '發佈' }).click();
    await expect(page.getByRole('status').first()).toHaveText('已發佈，商店頁面已更新');
    await homeShows(request, host, hash);
    await homeShows(request, host, title);

    // And in a shopper's browser: the new picture is the banner's, the list under its title.
    const shopper = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await shopper.goto(shopUrl(host, '/'));
    await expect(
      shopper.locator('[data-area="productList"]').getByRole('heading', { name: title }),
    ).toBeVisible();
    expect(await shopper.locator('[data-area="banner"] source').first().getAttribute('srcset')).toContain(
      hash,
    );
    await shopper.close();

    // A shopper on a phone finds the new product in that list, sees each combination's price, buys it.
    const phone = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'x-forwarded-for': newAddress() },
    });
    const buyer = await phone.newPage();
    await signIn(buyer, request, host, `09${String(Math.floor(Date.now() / 10)).slice(-5)}861`);
    await buyer.goto(shopUrl(host, '/'));
    await hydrated(buyer);
    await buyer
      .locator('[data-area="productList"]')
      .filter({ has: buyer.getByRole('heading', { name: title }) })
      .getByRole('link', { name: new RegExp(made.name) })
      .first()
      .click();
    await buyProduct(buyer, host, made.name, SIZES);
    await phone.close();
  } finally {
    const now = (await (await api(page, request, host, '/content/pages/home')).json()) as {
      version: number;
    };
    const restored = await api(page, request, host, '/content/pages/home/publish', {
      method: 'POST',
      data: { version: now.version, areas: original.areas },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    await context.close();
  }
});

test(`${host}: the content screens on a phone @phone`, async ({ page, consoleOwner }, testInfo) => {
  test.slow();
  // Sign-in codes are limited per address: this journey's own, as every journey's.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openContent(page, consoleOwner);
  await expect(page.getByRole('heading', { name: '首頁區塊' })).toBeVisible();
  await expect(page.getByRole('list', { name: '頁面區塊' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('content-phone.png'), fullPage: true });
  // The demo's navigation and sidebar name a switched-off activity, and its recommendations a
  // category that is gone: saved as they are, they pass (only new links are checked).
  for (const [button, section] of [
    ['儲存導覽與熱門', 'nav'],
    ['儲存側欄', 'sidebar'],
    ['儲存頁尾', 'footer'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.locator(`#${section}`).getByRole('status')).toHaveText('已儲存，商店頁面已更新');
  }
  // Staff only, never kept by a cache, never indexed.
  const response = await page.goto(shopUrl(host, '/admin/content/preview?key=home'));
  expect(response!.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByText(/沒有草稿|尚未發佈的草稿/)).toBeVisible();
  await expect(page.locator('[data-area]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The first screen only: the preview is the whole home page, whose full-length picture (every area,
  // carousels moving) took minutes to make on a loaded machine.
  await page.screenshot({ path: testInfo.outputPath('content-preview-phone.png') });
});
