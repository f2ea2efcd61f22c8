import { expect, hydrated, test, type Page } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';

/** The phone menu of spec §2 (Mobile side menu) and §9 (277 px, closes 300 ms after a choice). */

// The first visit of a page renders it on the server, which takes a while on a busy machine.
const PAGE_LOAD = { timeout: 30_000 };

async function openMenu(page: Page, host: string) {
  await page.goto(shopUrl(host));
  // Hydrated, for what only scripts add: closing after a choice (e2e/firstTap.spec.ts opens it without).
  await hydrated(page);
  await page.getByRole('button', { name: '開啟選單' }).click();
  const menu = page.getByRole('dialog', { name: '選單' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: '開啟選單' })).toHaveAttribute('aria-expanded', 'true');
  // Settled: the slide has ended and the panel rests at the left edge.
  await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
  return menu;
}

test('the drawer is 277 px wide against the left edge @phone', async ({ page }) => {
  const menu = await openMenu(page, SHOP1.host);
  const box = await menu.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 277, height: page.viewportSize()!.height });
});

for (const shop of [SHOP1, SHOP2]) {
  test(`${shop.host}: the first entry is 所有類別, leading to all categories @phone`, async ({ page }) => {
    const menu = await openMenu(page, shop.host);
    const first = menu.getByRole('link').first();
    await expect(first).toHaveText('所有類別');
    await first.click();
    await expect(page).toHaveURL(/\/categories$/, PAGE_LOAD);
    await expect(page.getByRole('heading', { level: 1, name: '所有類別' })).toBeVisible();
  });
}

test('a choice closes the drawer 300 ms after the tap, not before @phone', async ({ page }) => {
  const menu = await openMenu(page, SHOP1.host);
  // When the tap happened and when the drawer started to close, both on the page's own clock.
  await page.evaluate(() => {
    const w = window as unknown as { tappedAt?: number; closingAt?: number };
    document.addEventListener('click', (e) => (w.tappedAt ??= e.timeStamp), { capture: true });
    document.querySelector('#side-menu')!.addEventListener('toggle', (e) => {
      if ((e as ToggleEvent).newState === 'closed') w.closingAt ??= performance.now();
    });
  });
  await menu.getByRole('link', { name: '所有商品' }).click();
  await expect(page).toHaveURL(/\/productList\/all$/, PAGE_LOAD);
  await expect(menu).toBeHidden();
  const { tappedAt, closingAt } = await page.evaluate(() => {
    const w = window as unknown as { tappedAt: number; closingAt: number };
    return { tappedAt: w.tappedAt, closingAt: w.closingAt };
  });
  expect(closingAt - tappedAt).toBeGreaterThanOrEqual(300);
  await expect(page.getByRole('button', { name: '開啟選單' })).toHaveAttribute('aria-expanded', 'false');
});

test('a tap outside or Escape closes the drawer @phone', async ({ page }) => {
  const menu = await openMenu(page, SHOP1.host);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: '開啟選單' }).click();
  await expect(menu).toBeVisible();
  // The dimmed page to the drawer's right, over a link of the page: the tap closes the drawer and
  // goes no further.
  const { width } = page.viewportSize()!;
  const beneath = await page.evaluate(
    ({ x }) => {
      for (let y = 80; y < window.innerHeight; y += 20) {
        const link = document
          .elementsFromPoint(x, y)
          .find((e) => e.closest('a') && !e.closest('[data-side-menu]'));
        if (link) return y;
      }
      return null;
    },
    { x: width - 20 },
  );
  expect(beneath).not.toBeNull();
  await page.mouse.click(width - 20, beneath!);
  await expect(menu).toBeHidden();
  // Long enough for a tap that reached a link to have started its navigation.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(shopUrl(SHOP1.host));
});

test('a link entry leaves the site for its url @phone', async ({ page }) => {
  const external = 'https://example.com/island-select/story';
  // The other site is never reached: the browser's request for it is answered here.
  await page.route(external, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>品牌故事</title>外部網站' }),
  );
  const menu = await openMenu(page, SHOP1.host);
  const link = menu.getByRole('link', { name: '品牌故事' });
  await expect(link).toHaveAttribute('href', external);
  await link.click();
  await expect(page).toHaveURL(external, PAGE_LOAD);
  await expect(page.getByText('外部網站')).toBeVisible();
});

test('ungrouped mode: a long category name is shown whole at the top level @phone', async ({ page }) => {
  const menu = await openMenu(page, SHOP1.host);
  await expect(menu.getByRole('link', { name: '天然手工皂與沐浴保養系列', exact: true })).toBeVisible();
  await expect(menu.getByText('...')).toHaveCount(0);
});

test('grouped mode: a group without sub-categories links straight to its list, its long name whole @phone', async ({
  page,
}) => {
  const menu = await openMenu(page, SHOP2.host);
  await expect(menu.locator('summary', { hasText: '季節限定與節慶送禮精選' })).toHaveCount(0);
  await menu.getByRole('link', { name: '季節限定與節慶送禮精選', exact: true }).click();
  await expect(page).toHaveURL(/\/productList\/group\/g-seasonal$/, PAGE_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: '季節限定與節慶送禮精選' })).toBeVisible();
});

test('grouped mode: a group with sub-categories expands and collapses; long sub-category names are cut @phone', async ({
  page,
}) => {
  const menu = await openMenu(page, SHOP2.host);
  // A native disclosure: its summary is what the shopper taps, the details element holds the state.
  const group = menu.locator('details', { has: page.locator('summary', { hasText: /^咖啡豆$/ }) });
  const sub = menu.getByRole('link', { name: '配方豆與濾掛咖啡隨身...', exact: true });
  await expect(group).toHaveJSProperty('open', false);
  await expect(sub).toHaveCount(0);
  await group.locator('summary').click();
  await expect(group).toHaveJSProperty('open', true);
  await expect(sub).toBeVisible();
  await expect(menu.getByRole('link', { name: '全部咖啡豆' })).toBeVisible();
  await group.locator('summary').click();
  await expect(group).toHaveJSProperty('open', false);
  await expect(sub).toHaveCount(0);
});
