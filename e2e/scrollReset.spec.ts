import { expect, holdScripts, hydrated, test, type Page } from './fixtures';
import { SHOP1, shopUrl } from './hosts';

const scroll = (page: Page) => page.evaluate(() => [window.scrollX, window.scrollY]);

/** Scrolls to the bottom until it holds: the reset of the navigation before may still be to come. */
async function scrollDown(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(300);
}

const shop = SHOP1;
test(`${shop.host}: every navigation starts at the top, a new ?page included`, async ({ page }) => {
  await page.goto(shopUrl(shop.host, '/productList/all'));
  await hydrated(page);
  await scrollDown(page);
  // Same path, another query: the second page of the list.
  await page.getByRole('link', { name: '第 2 頁' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect.poll(() => scroll(page)).toEqual([0, 0]);

  await scrollDown(page);
  await page.getByRole('link', { name: '第 1 頁' }).click();
  await expect(page).toHaveURL(/\/productList\/all(\?page=1)?$/);
  await expect.poll(() => scroll(page)).toEqual([0, 0]);

  // Another path: a product from the list.
  await scrollDown(page);
  const card = page.locator('main [data-product-card]').last();
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect.poll(() => scroll(page)).toEqual([0, 0]);
});

test('a shopper who scrolls while the page loads is not sent back to the top when it hydrates', async ({
  page,
}) => {
  // The scripts are held back until the shopper has acted, as on a slow phone link.
  const release = await holdScripts(page);
  await page.goto(shopUrl(SHOP1.host, '/productList/all'), { waitUntil: 'domcontentloaded' });
  await scrollDown(page);
  const [, before] = await scroll(page);
  release();
  await hydrated(page);
  expect((await scroll(page))[1]).toBe(before);
});
