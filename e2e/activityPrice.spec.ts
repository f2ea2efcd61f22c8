import { expect, test, type Locator } from './fixtures';
import { formatPrice } from '../lib/format/price';
import { SHOP1, shopUrl } from './hosts';
import { openCardModal, serverStock } from './cartSteps';

/** The activity price first as the current one, then the normal price struck through (spec §2). */
async function expectSalePrice(scope: Locator, price: number, activityPrice: number) {
  const struck = scope.locator('del');
  await expect(struck).toHaveCount(1);
  await expect(struck).toContainText(formatPrice(price));
  await expect(struck).not.toContainText(formatPrice(activityPrice));
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
  const shown = scope.locator('p:has(> del)');
  await expect(shown).toContainText(`${formatPrice(activityPrice)}原價${formatPrice(price)}`);
}

test('an activity price is shown as current with the normal price struck through: card, modal, product page', async ({
  page,
  request,
}) => {
  const scarf = await serverStock(request, SHOP1.host, 'p-silk-scarf');
  const socks = await serverStock(request, SHOP1.host, 'p-wool-socks');
  expect(scarf.activityPrice).toBeLessThan(scarf.price);
  expect(socks.activityPrice).toBe(socks.price);

  await page.goto(shopUrl(SHOP1.host, '/productList/category/c-accessories'));
  const card = page.locator('main [data-product-card="p-silk-scarf"]');
  await expectSalePrice(card, scarf.price, scarf.activityPrice);
  // Without an activity price there is one price and nothing struck through.
  const plainCard = page.locator('main [data-product-card="p-wool-socks"]');
  await expect(plainCard).toContainText(formatPrice(socks.price));
  await expect(plainCard.locator('del')).toHaveCount(0);

  const modal = await openCardModal(page, 'p-silk-scarf');
  await expect(modal.getByRole('heading', { name: scarf.name })).toBeVisible();
  await expectSalePrice(modal, scarf.price, scarf.activityPrice);

  await page.goto(shopUrl(SHOP1.host, '/product/p-silk-scarf'));
  await expect(page.getByRole('button', { name: '加入購物車', exact: true })).toBeEnabled();
  await expectSalePrice(page.locator('main'), scarf.price, scarf.activityPrice);
});
