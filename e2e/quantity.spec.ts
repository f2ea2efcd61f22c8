import { expect, test, type Locator, type Page } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';
import { addFromProductPage, cartLine, openCardModal, openCart, quantity, serverStock } from './cartSteps';

const warning = (scope: Locator) => scope.getByRole('alert').filter({ hasText: '本商品最多可購買' });
const plus = (scope: Locator) => scope.getByRole('button', { name: '增加數量' });

/**
 * Taps + up to the most allowed (the stock, or a 限購) without a warning, then once more: the count
 * stays and the shopper is told why.
 */
async function stepPastStock(scope: Locator, stock: number) {
  for (let n = 2; n <= stock; n++) {
    await plus(scope).click();
    await expect(quantity(scope)).toHaveValue(String(n));
  }
  await expect(warning(scope)).toHaveCount(0);
  await plus(scope).click();
  await expect(quantity(scope)).toHaveValue(String(stock));
  await expect(warning(scope)).toHaveText(`抱歉，本商品最多可購買${stock}件`);
}

/** The product page once React holds it: the add button waits for the preselected combination. */
async function openProduct(page: Page, nanoId: string, host = SHOP1.host) {
  await page.goto(shopUrl(host, `/product/${nanoId}`));
  await expect(page.getByRole('button', { name: '加入購物車', exact: true })).toBeEnabled();
  return page.locator('main');
}

test.describe('the quantity stepper at the stock (spec §5)', () => {
  test('product page: + at the stock warns and keeps the count', async ({ page, request }) => {
    const lamp = await serverStock(request, SHOP1.host, 'p-desk-lamp');
    expect(lamp.stock).toBeGreaterThan(1);
    const main = await openProduct(page, 'p-desk-lamp');
    await stepPastStock(main, lamp.stock);
    // The count never goes below 1 either.
    await quantity(main).fill('1');
    await expect(main.getByRole('button', { name: '減少數量' })).toBeDisabled();
    await expect(warning(main)).toHaveCount(0);
  });

  test('add-to-cart modal: + at the stock warns and keeps the count', async ({ page, request }) => {
    const speaker = await serverStock(request, SHOP1.host, 'p-bt-speaker');
    expect(speaker.stock).toBeGreaterThan(1);
    await page.goto(shopUrl(SHOP1.host, '/productList/category/c-audio'));
    const modal = await openCardModal(page, 'p-bt-speaker');
    await expect(modal.getByRole('button', { name: '加入購物車', exact: true })).toBeEnabled();
    await stepPastStock(modal, speaker.stock);
  });

  test('cart page: + at the stock warns and keeps the count', async ({ page, request }) => {
    const stand = await serverStock(request, SHOP1.host, 'p-headphone-stand');
    await addFromProductPage(page, SHOP1.host, 'p-headphone-stand', { count: stand.stock });
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await openCart(page);
    const line = cartLine(page, stand.id);
    await expect(quantity(line)).toHaveValue(String(stand.stock));
    await expect(warning(line)).toHaveCount(0);
    await plus(line).click();
    await expect(quantity(line)).toHaveValue(String(stand.stock));
    await expect(warning(line)).toHaveText(`抱歉，本商品最多可購買${stand.stock}件`);
    // The stored cart keeps the stock, not the count asked for.
    await page.reload();
    await expect(quantity(cartLine(page, stand.id))).toHaveValue(String(stand.stock));
  });
});

test.describe('the quantity follows the selected combination (spec §4)', () => {
  for (const where of ['product page', 'add-to-cart modal'] as const) {
    test(`${where}: another combination starts again at 1 and is capped at its stock`, async ({
      page,
      request,
    }) => {
      const navyS = await serverStock(request, SHOP1.host, 'p-stripe-tee', ['海軍藍', 'S']);
      const blackL = await serverStock(request, SHOP1.host, 'p-stripe-tee', ['黑', 'L']);
      expect(navyS.stock).toBeGreaterThanOrEqual(3);
      expect(blackL.stock).toBeGreaterThan(1);

      let scope: Locator;
      if (where === 'product page') {
        scope = await openProduct(page, 'p-stripe-tee');
      } else {
        await page.goto(shopUrl(SHOP1.host, '/productList/category/c-tops'));
        scope = await openCardModal(page, 'p-stripe-tee');
      }
      const color = scope.getByRole('radiogroup', { name: '顏色' });
      const size = scope.getByRole('radiogroup', { name: '尺寸' });
      await expect(color.getByRole('radio', { name: '海軍藍' })).toHaveAttribute('aria-checked', 'true');
      await expect(size.getByRole('radio', { name: 'S' })).toHaveAttribute('aria-checked', 'true');
      await plus(scope).click();
      await plus(scope).click();
      await expect(quantity(scope)).toHaveValue('3');

      await size.getByRole('radio', { name: 'M' }).click();
      await expect(size.getByRole('radio', { name: 'M' })).toHaveAttribute('aria-checked', 'true');
      await expect(quantity(scope)).toHaveValue('1');

      await color.getByRole('radio', { name: '黑' }).click();
      await size.getByRole('radio', { name: 'L' }).click();
      await expect(size.getByRole('radio', { name: 'L' })).toHaveAttribute('aria-checked', 'true');
      await expect(quantity(scope)).toHaveValue('1');
      await stepPastStock(scope, blackL.stock);
    });
  }
});

test.describe('限購: a product limited per order', () => {
  // One demo product of each shop is limited (lib/server/seed/demo), below its stock.
  for (const [shop, nanoId, limit] of [
    [SHOP1, 'p-gift-box-tea', 3],
    [SHOP2, 'p-panama-geisha', 2],
  ] as const) {
    test(`${shop.name}: the product page says it and + stops at the limit`, async ({ page, request }) => {
      const { stock } = await serverStock(request, shop.host, nanoId);
      expect(stock).toBeGreaterThan(limit);
      const main = await openProduct(page, nanoId, shop.host);
      await expect(main.getByText(`每筆訂單限購 ${limit} 件`)).toBeVisible();
      await stepPastStock(main, limit);
    });
  }

  test('the cart keeps the limit when the product is added again', async ({ page, request }) => {
    const [shop, nanoId, limit] = [SHOP1, 'p-gift-box-tea', 3] as const;
    const { id: stockId } = await serverStock(request, shop.host, nanoId);
    await addFromProductPage(page, shop.host, nanoId, { count: limit });
    await expect(page.getByRole('status').filter({ hasText: '已加入購物車' })).toBeVisible();
    // Once more: nothing fits, and the shopper is told why instead of 已加入購物車.
    await page.getByRole('button', { name: '加入購物車', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: `每筆訂單限購 ${limit} 件` })).toBeVisible();
    await openCart(page, shop.host);
    const line = cartLine(page, stockId);
    await expect(quantity(line)).toHaveValue(String(limit));
    await plus(line).click();
    await expect(quantity(line)).toHaveValue(String(limit));
    await expect(warning(line)).toHaveText(`抱歉，本商品最多可購買${limit}件`);
  });
});
