import { expect, test } from './fixtures';
import { formatPrice } from '../lib/format/price';
import { SHOP1, SHOP2, shopUrl } from './hosts';
import {
  serverStock,
  setServerStock,
  setServerRemoved,
  badge,
  cartLink,
  cartLine,
  quantity,
  addFromProductPage,
  openCardModal,
  openCart,
} from './cartSteps';

test.describe('adding to the cart', () => {
  test('from a product card through the modal, from the modal as preselected, and from the product page', async ({
    page,
    request,
  }) => {
    const tote = await serverStock(request, SHOP1.host, 'p-canvas-tote', ['黑']);
    const cookie = await serverStock(request, SHOP1.host, 'p-almond-cookie');
    const teaBags = await serverStock(request, SHOP1.host, 'p-oolong-tea-bags');

    await page.goto(shopUrl(SHOP1.host, '/productList/category/c-accessories'));
    let modal = await openCardModal(page, 'p-canvas-tote');
    await expect(modal.getByRole('heading', { name: tote.name })).toBeVisible();
    await expect(modal.getByRole('radio', { name: '原色' })).toHaveAttribute('aria-checked', 'true');
    await modal.getByRole('radio', { name: '黑' }).click();
    await modal.getByRole('button', { name: '增加數量' }).click();
    await expect(quantity(modal)).toHaveValue('2');
    await modal.getByRole('button', { name: '加入購物車', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '已加入購物車' })).toBeVisible();
    await expect(badge(page)).toHaveText('1');

    await page.goto(shopUrl(SHOP1.host, '/productList/category/c-snacks'));
    modal = await openCardModal(page, 'p-almond-cookie');
    await expect(modal.getByRole('heading', { name: cookie.name })).toBeVisible();
    await modal.getByRole('button', { name: '加入購物車', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(badge(page)).toHaveText('2');

    await addFromProductPage(page, SHOP1.host, 'p-oolong-tea-bags');
    await expect(badge(page)).toHaveText('3');

    await openCart(page);
    await expect(page.locator('article[data-cart-line]')).toHaveCount(3);
    await expect(quantity(cartLine(page, tote.id))).toHaveValue('2');
    await expect(cartLine(page, tote.id)).toContainText('黑');
    await expect(quantity(cartLine(page, cookie.id))).toHaveValue('1');
    await expect(quantity(cartLine(page, teaBags.id))).toHaveValue('1');
    await expect(page.getByText('總共 3 樣 商品')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(
      formatPrice(2 * tote.activityPrice + cookie.activityPrice + teaBags.activityPrice),
    );
  });

  test('the same product and spec twice is one line with the summed count', async ({ page, request }) => {
    const plain = await serverStock(request, SHOP1.host, 'p-pineapple-cake', ['原味', '6入']);
    const yolk = await serverStock(request, SHOP1.host, 'p-pineapple-cake', ['蛋黃', '6入']);

    await page.goto(shopUrl(SHOP1.host, '/productList/category/c-snacks'));
    const modal = await openCardModal(page, 'p-pineapple-cake');
    await expect(modal.getByRole('radio', { name: '原味' })).toHaveAttribute('aria-checked', 'true');
    await quantity(modal).fill('2');
    await modal.getByRole('button', { name: '加入購物車', exact: true }).click();
    await expect(badge(page)).toHaveText('1');

    await addFromProductPage(page, SHOP1.host, 'p-pineapple-cake');
    await expect(badge(page)).toHaveText('1');
    // Another combination of the same product is a line of its own.
    await addFromProductPage(page, SHOP1.host, 'p-pineapple-cake', { specs: ['蛋黃'] });
    await expect(badge(page)).toHaveText('2');

    await openCart(page);
    await expect(page.locator('article[data-cart-line]')).toHaveCount(2);
    await expect(quantity(cartLine(page, plain.id))).toHaveValue('3');
    await expect(cartLine(page, plain.id)).toContainText('原味 / 6入');
    await expect(quantity(cartLine(page, yolk.id))).toHaveValue('1');
  });
});

test.describe('cart page', () => {
  test('asking for more than the stock clamps the count and says so', async ({ page, request }) => {
    const lotion = await serverStock(request, SHOP1.host, 'p-body-lotion', ['400ml']);
    expect(lotion.stock).toBeGreaterThanOrEqual(5);
    await addFromProductPage(page, SHOP1.host, 'p-body-lotion', { specs: ['400ml'] });
    await expect(badge(page)).toHaveText('1');

    await openCart(page);
    const line = cartLine(page, lotion.id);
    await quantity(line).fill(String(lotion.stock + 3));
    await expect(quantity(line)).toHaveValue(String(lotion.stock));
    await expect(line.getByRole('alert')).toHaveText(`抱歉，本商品最多可購買${lotion.stock}件`);
    // + at the stock asks for more again: the count stays and the warning with it.
    await line.getByRole('button', { name: '增加數量' }).click();
    await expect(quantity(line)).toHaveValue(String(lotion.stock));
    await expect(line.getByRole('alert')).toHaveText(`抱歉，本商品最多可購買${lotion.stock}件`);
    await expect(page.getByTestId('cart-total')).toHaveText(formatPrice(lotion.stock * lotion.activityPrice));
    // Stepping down leaves the maximum: the warning goes.
    await line.getByRole('button', { name: '減少數量' }).click();
    await expect(quantity(line)).toHaveValue(String(lotion.stock - 1));
    await expect(line.getByRole('alert')).toHaveCount(0);
  });

  test('removing asks first: 取消 keeps the line, 確定 removes it, the last one leaves the empty cart', async ({
    page,
    request,
  }) => {
    const jam = await serverStock(request, SHOP1.host, 'p-fruit-jam', ['草莓']);
    const sauce = await serverStock(request, SHOP1.host, 'p-soy-sauce');
    await addFromProductPage(page, SHOP1.host, 'p-fruit-jam');
    await expect(badge(page)).toHaveText('1');
    await addFromProductPage(page, SHOP1.host, 'p-soy-sauce');
    await expect(badge(page)).toHaveText('2');

    await openCart(page);
    const lines = page.locator('article[data-cart-line]');
    await expect(lines).toHaveCount(2);
    const confirm = page.getByRole('dialog', { name: '確定移除？' });

    await page.getByRole('button', { name: `移除 ${jam.name} 草莓` }).click();
    await expect(confirm.getByRole('heading', { name: '確定移除？' })).toBeVisible();
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(confirm).toBeHidden();
    await expect(lines).toHaveCount(2);

    await page.getByRole('button', { name: `移除 ${jam.name} 草莓` }).click();
    await confirm.getByRole('button', { name: '確定' }).click();
    await expect(confirm).toBeHidden();
    await expect(cartLine(page, jam.id)).toHaveCount(0);
    await expect(cartLine(page, sauce.id)).toBeVisible();
    await expect(badge(page)).toHaveText('1');

    await page.getByRole('button', { name: `移除 ${sauce.name}`, exact: true }).click();
    await confirm.getByRole('button', { name: '確定' }).click();
    await expect(page.getByText('您的購物車是空的。')).toBeVisible();
    await expect(lines).toHaveCount(0);
    await expect(badge(page)).toHaveCount(0);
  });

  test('a reload keeps the cart, stored per shop with the time it was saved', async ({ page, request }) => {
    const mug = await serverStock(request, SHOP1.host, 'p-ceramic-mug', ['青瓷']);
    await addFromProductPage(page, SHOP1.host, 'p-ceramic-mug', { specs: ['青瓷'], count: 2 });
    await expect(badge(page)).toHaveText('1');

    await page.reload();
    await expect(badge(page)).toHaveText('1');
    await openCart(page);
    await page.reload();
    await expect(quantity(cartLine(page, mug.id))).toHaveValue('2');

    const stored = await page.evaluate((key) => localStorage.getItem(key), `cart:${mug.shopId}`);
    const cart = JSON.parse(stored ?? 'null');
    expect(cart.savedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ count: 2, name: '青瓷', stock: { id: mug.id } });
  });
});

// On a shop of the journey's own (e2e/freshShop.ts): its stock and products change under no other
// journey, and nothing needs restoring.
test.describe('stock changes on the server', () => {
  test('a stock below the count caps the line with a notice; restocking gives the count back', async ({
    page,
    context,
    request,
    freshShop,
  }) => {
    const { host, nanoId } = await freshShop();
    const item = await serverStock(request, host, nanoId('mug'));
    expect(item.stock).toBe(10);
    await addFromProductPage(page, host, nanoId('mug'), { count: 5 });
    await expect(badge(page)).toHaveText('1');
    await openCart(page, host);
    const line = cartLine(page, item.id);
    await expect(quantity(line)).toHaveValue('5');

    await setServerStock(request, host, item, 2);
    await page.reload();
    await expect(quantity(line)).toHaveValue('2');
    await expect(line.getByRole('status')).toHaveText('此商品庫存不足（原選 5 件，目前庫存 2 件）');
    await expect(page.getByTestId('cart-total')).toHaveText(formatPrice(2 * item.activityPrice));
    await expect(badge(page)).toHaveText('1');

    await setServerStock(request, host, item, item.stock);
    // A page of its own: the refresh is throttled per page, so this one reads the stock again.
    const fresh = await context.newPage();
    await openCart(fresh, host);
    await expect(quantity(cartLine(fresh, item.id))).toHaveValue('5');
    await expect(cartLine(fresh, item.id).getByRole('status')).toHaveCount(0);
    await expect(fresh.getByTestId('cart-total')).toHaveText(formatPrice(5 * item.activityPrice));
    // The other tab hears about the refreshed cart too.
    await expect(quantity(line)).toHaveValue('5');
  });

  test('a product removed on the server is flagged and no longer counted', async ({
    page,
    context,
    request,
    freshShop,
  }) => {
    const { host, shopId, nanoId } = await freshShop();
    const gone = await serverStock(request, host, nanoId('towel'));
    const kept = await serverStock(request, host, nanoId('oolong'));
    await addFromProductPage(page, host, nanoId('towel'));
    await expect(badge(page)).toHaveText('1');
    await addFromProductPage(page, host, nanoId('oolong'));
    await expect(badge(page)).toHaveText('2');

    await setServerRemoved(request, host, shopId, nanoId('towel'), true);
    await openCart(page, host);
    await expect(cartLine(page, gone.id).getByRole('status')).toHaveText('此商品已不存在');
    await expect(cartLine(page, kept.id).getByRole('status')).toHaveCount(0);
    await expect(badge(page)).toHaveText('1');
    await expect(page.getByText('總共 1 樣 商品')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(formatPrice(kept.activityPrice));
    // The popover (desktop) says the same.
    await cartLink(page).hover();
    const popover = page.getByRole('dialog', { name: '已加入購物車的商品' });
    await expect(popover.getByText('此商品已不存在')).toBeVisible();
    await expect(popover.getByText('總共 1 樣 商品')).toBeVisible();

    await setServerRemoved(request, host, shopId, nanoId('towel'), false);
    const fresh = await context.newPage();
    await openCart(fresh, host);
    await expect(cartLine(fresh, gone.id).getByRole('status')).toHaveCount(0);
    await expect(badge(fresh)).toHaveText('2');
  });
});

test.describe('where the cart lives', () => {
  test('two tabs stay in step without a reload', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto(shopUrl(SHOP1.host, '/product/p-nougat'));
    await expect(other.getByRole('button', { name: '加入購物車', exact: true })).toBeEnabled();
    await expect(badge(other)).toHaveCount(0);

    await addFromProductPage(page, SHOP1.host, 'p-lavender-soap');
    await expect(badge(page)).toHaveText('1');
    await expect(badge(other)).toHaveText('1');

    await other.getByRole('button', { name: '加入購物車', exact: true }).click();
    await expect(badge(other)).toHaveText('2');
    await expect(badge(page)).toHaveText('2');
  });

  test('each shop has its own cart', async ({ page }) => {
    await addFromProductPage(page, SHOP1.host, 'p-rice-bowl');
    await expect(badge(page)).toHaveText('1');

    await openCart(page, SHOP2.host);
    await expect(page.getByText('您的購物車是空的。')).toBeVisible();
    await expect(badge(page)).toHaveCount(0);

    await addFromProductPage(page, SHOP2.host, 'p-guatemala-antigua');
    await expect(badge(page)).toHaveText('1');
    await openCart(page, SHOP2.host);
    await expect(page.locator('article[data-cart-line]')).toHaveCount(1);
    await expect(page.locator('main')).toContainText('瓜地馬拉 安提瓜');

    await openCart(page, SHOP1.host);
    await expect(page.locator('article[data-cart-line]')).toHaveCount(1);
    await expect(page.locator('main')).toContainText('粗陶飯碗');
    await expect(badge(page)).toHaveText('1');
  });
});

test.describe('cart icon', () => {
  test('desktop: hovering shows the cart popover, empty or with its lines', async ({ page, request }) => {
    const towel = await serverStock(request, SHOP1.host, 'p-cotton-towel', ['白', '面巾']);
    await page.goto(shopUrl(SHOP1.host, '/product/p-cotton-towel'));
    const add = page.getByRole('button', { name: '加入購物車', exact: true });
    await expect(add).toBeEnabled();

    const popover = page.getByRole('dialog', { name: '已加入購物車的商品' });
    await cartLink(page).hover();
    await expect(popover.getByRole('heading', { name: '已加入購物車的商品' })).toBeVisible();
    await expect(popover.getByText('您的購物車是空的。')).toBeVisible();
    await page.mouse.move(5, 400);
    await expect(popover).toBeHidden();

    await add.click();
    await expect(badge(page)).toHaveText('1');
    await cartLink(page).hover();
    await expect(popover.getByText(towel.name)).toBeVisible();
    await expect(popover.getByText('白 / 面巾')).toBeVisible();
    await expect(popover.getByText('總共 1 樣 商品')).toBeVisible();
    await popover.getByRole('button', { name: '前往結帳' }).click();
    // Checkout needs a member: a signed-out shopper is sent to sign in, and comes back to /checkout.
    await expect(page).toHaveURL(/\/auth\/login\?/);
    expect(await page.evaluate(() => localStorage.getItem('lastRoute'))).toBe('/checkout');
  });

  test('desktop: 前往結帳 in the popover is disabled while no line can be checked out', async ({
    page,
    context,
    request,
  }) => {
    // Only this journey (desktop only) changes this product's stock.
    const stand = await serverStock(request, SHOP1.host, 'p-phone-stand');
    await addFromProductPage(page, SHOP1.host, 'p-phone-stand');
    await expect(badge(page)).toHaveText('1');
    const popover = (p: typeof page) => p.getByRole('dialog', { name: '已加入購物車的商品' });
    await cartLink(page).hover();
    await expect(popover(page).getByRole('button', { name: '前往結帳' })).toBeEnabled();

    try {
      await setServerStock(request, SHOP1.host, stand, 0);
      // A page of its own reads the stock again on load.
      const fresh = await context.newPage();
      await openCart(fresh);
      await expect(cartLine(fresh, stand.id)).toBeVisible();
      await expect(badge(fresh)).toHaveCount(0);
      await cartLink(fresh).hover();
      await expect(popover(fresh).getByText(stand.name)).toBeVisible();
      await expect(popover(fresh).getByText('總共 0 樣 商品')).toBeVisible();
      await expect(popover(fresh).getByRole('button', { name: '前往結帳' })).toBeDisabled();
    } finally {
      await setServerStock(request, SHOP1.host, stand, stand.stock);
    }
  });

  test('phone: tapping with nothing to check out warns and stays; with a line it goes to checkout @phone', async ({
    page,
  }) => {
    await page.goto(shopUrl(SHOP1.host, '/product/p-bath-salt'));
    const add = page.getByRole('button', { name: '加入購物車', exact: true });
    await expect(add).toBeEnabled();
    const url = page.url();

    await cartLink(page).click();
    await expect(page.getByRole('status').filter({ hasText: '尚無可結帳商品！' })).toBeVisible();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('dialog', { name: '已加入購物車的商品' })).toHaveCount(0);

    await add.click();
    await expect(badge(page)).toHaveText('1');
    // With a line to check out the icon leads to checkout, which first asks a visitor to sign in.
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/auth\/login\?/);
    expect(await page.evaluate(() => localStorage.getItem('lastRoute'))).toBe('/checkout');
  });
});
