import { addStaffByOperator, consoleBearerByApi } from './consoleSteps';
import { expect, hydrated, test } from './fixtures';
import { hostHeader, nodeUrl, SHOP2, shopUrl } from './hosts';
import { codeAfter, newAddress, newPhone, outboxSize } from './memberSteps';

// What only a browser shows of spec §1 (the shop's custom CSS), §2 (the product card's add icon on
// desktop) and §4 (quick sign-up). The top bar's links and the fade-ins are markup, tested at the
// component level (components/topbar/TopBar.test.tsx, lib/ui/fadeIns.test.tsx).

const shop = SHOP2;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() });
});

// On a shop of the journey's own: the look it saves would restyle a demo shop under other journeys.
test('custom CSS the owner saves in the console look settings is applied on the storefront', async ({
  page,
  request,
  freshShop,
}, testInfo) => {
  const { host, shopId } = await freshShop({
    products: [{ key: 'mug', name: '手拉坯馬克杯', price: 320, stock: 10 }],
    homeDelivery: false,
  });
  const css = ':root{--shop-accent:#123456}';
  // The home page is rendered and cached before the save, as a shop's pages are.
  const before = await request.get(nodeUrl('/'), { headers: hostHeader(host) });
  expect(before.ok()).toBe(true);
  expect(await before.text()).not.toContain('--shop-accent');

  const phone = newPhone(testInfo, 8);
  await addStaffByOperator(request, host, phone, 'owner', '店長');
  const { token } = await consoleBearerByApi(request, host, phone, newAddress());
  const headers = { ...hostHeader(host), authorization: `Bearer ${token}` };
  const look = await request.get(nodeUrl(`/api-admin/${shopId}/content/look`), { headers });
  expect(look.ok(), await look.text()).toBe(true);
  const { icons: _, ...body } = await look.json();
  const saved = await request.put(nodeUrl(`/api-admin/${shopId}/content/look`), {
    headers,
    data: { ...body, customCss: css },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(shopUrl(host, '/'));
  // Applied, not only sent: the page's own style resolves the shop's rule (the page's policy allows it).
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--shop-accent').trim(),
    ),
  ).toBe('#123456');
});

test(`${shop.name}: a product card's add icon shows while the picture is hovered, and opens the add-to-cart modal`, async ({
  page,
}) => {
  await page.goto(shopUrl(shop.host, '/productList/category/c-single-origin'));
  await hydrated(page);
  const card = page.locator('main [data-product-card="p-ethiopia-yirgacheffe"]');
  const add = card.getByRole('button', { name: '加入購物車：衣索比亞 耶加雪菲 G1 水洗' });

  await expect(add).toHaveCSS('opacity', '0');
  await card.locator('img').hover();
  await expect(add).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expect(add).toHaveCSS('opacity', '0');

  await card.locator('img').hover();
  await add.click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: '衣索比亞 耶加雪菲 G1 水洗' }),
  ).toBeVisible();
});

test(`${shop.name}: QuickSignup makes a member of a new phone by its code alone, signed in`, async ({
  page,
  request,
}, testInfo) => {
  const phone = newPhone(testInfo, 7);
  await page.goto(shopUrl(shop.host, '/auth/auth-wrapper'));
  await expect(page).toHaveURL(/\/auth\/login\?/);
  await page.getByRole('link', { name: '快速註冊' }).click();
  await expect(page).toHaveURL(/\/auth\/quick-signup$/);
  await expect(page.getByRole('heading', { name: '快速註冊' })).toBeVisible();

  const before = await outboxSize(request, phone);
  const asked = page.waitForRequest((r) => /\/api-auth\/\d+\/otp$/.test(new URL(r.url()).pathname));
  await page.getByLabel('手機號碼').fill(phone);
  await page.getByRole('button', { name: '取得驗證碼' }).click();
  expect((await asked).postDataJSON()).toMatchObject({ phone, purpose: 'signup' });
  await expect(page).toHaveURL(/\/auth\/otp-verify$/);
  await page.getByLabel('6 位數驗證碼').fill(await codeAfter(request, phone, before));

  // A new member, signed in: the shop asks for the details a new member has not given yet.
  await expect(page).toHaveURL(shopUrl(shop.host, '/auth/signup-info'));
  expect(await page.evaluate(() => localStorage.getItem('memberToken'))).toBeTruthy();
});
