import { expect, hydrated, test, type Page } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';

// Spec §1 and §8: the theme stylesheet's outcome is logged either way, and the app mounts either way.

const THEME_CSS = '**/colorTheme/ohbot.css';

const themePrimary = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--theme-primary').trim());

function themeLog(page: Page): string[] {
  const log: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[theme]')) log.push(`${message.type()} ${message.text()}`);
  });
  return log;
}

const failures = [
  ['cannot be fetched', { abort: true }],
  ['answers 500', { abort: false }],
] as const;

for (const [what, { abort }] of failures) {
  test(`a theme stylesheet that ${what} is logged, and the app still renders and works`, async ({ page }) => {
    const log = themeLog(page);
    await page.route(THEME_CSS, (route) =>
      abort ? route.abort() : route.fulfill({ status: 500, contentType: 'text/css', body: '' }),
    );

    await page.goto(shopUrl(SHOP1.host, '/product/p-almond-cookie'));
    await expect.poll(() => log).toEqual(['warning [theme] ohbot failed to load']);
    expect(await themePrimary(page)).toBe('');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // React holds the page: a tap does what it should.
    await hydrated(page);
    const add = page.getByRole('button', { name: '加入購物車', exact: true });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(log).toHaveLength(1);
  });
}

const shop = SHOP2;
test(`${shop.name}: the theme stylesheet that loads is logged once`, async ({ page }) => {
  const log = themeLog(page);
  await page.goto(shopUrl(shop.host, '/'));
  await expect.poll(() => log).toEqual(['info [theme] ohbot loaded']);
  expect(await themePrimary(page)).toBe('#2f6f5e');
  await hydrated(page);
  expect(log).toHaveLength(1);
});
