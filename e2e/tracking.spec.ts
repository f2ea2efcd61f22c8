import { expect, hydrated, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import { hostHeader, nodeUrl, SHOP1, shopUrl } from './hosts';
import { addToCart, amountOf, payable, signIn } from './shopper';
import { newAddress, signUpByCode } from './signInSteps';

/**
 * The tracking events a tag manager reads from `window.dataLayer` (spec §9), each at the moment it
 * stands for and with the fields its tags use. Journeys that place an order buy a product of their
 * own (per host and project), so stock is never shared with another journey.
 */
type Host = 'localhost' | 'shop2.localhost';
type Entry = Record<string, unknown>;

const ORDERED: Record<Host, Record<'phone' | 'desktop', string>> = {
  localhost: { phone: 'p-dried-mango', desktop: 'p-hand-cream' },
  'shop2.localhost': { phone: 'p-gift-coffee', desktop: 'p-hand-grinder' },
};
const ordered = (host: Host, testInfo: TestInfo) =>
  ORDERED[host][testInfo.project.name as 'phone' | 'desktop'];

/** The data layer's entries of one event, in the order they were pushed. */
const events = (page: Page, name: string) =>
  page.evaluate(
    (event) =>
      ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter((e) => e.event === event),
    name,
  );

/** What the shop sells a product for: its name, its price, and its first stock's. */
async function productOf(request: APIRequestContext, host: string, nanoId: string) {
  const config = await (
    await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${host}`), { headers: hostHeader(host) })
  ).json();
  const res = await request.get(nodeUrl(`/api-client/${config.ShopId}/ecommerceProduct/nanoId/${nanoId}`), {
    headers: hostHeader(host),
  });
  expect(res.ok()).toBe(true);
  const product = await res.json();
  return {
    name: product.name as string,
    activityPrice: product.activityPrice as number,
    stockPrice: product.EcommerceProductStocks[0].activityPrice as number,
  };
}

function newPhone(testInfo: TestInfo, journey: number): string {
  const clock = String(Math.floor(Date.now() / 10)).slice(-6);
  return `09${clock}${testInfo.project.name === 'phone' ? 7 : 8}${journey}`;
}

const shop = SHOP1;
const host = shop.host as Host;

test.describe(`tracking on ${host}`, () => {
  test('a PageView for every page: the first load, links followed in the page, back, and a new load', async ({
    page,
  }) => {
    await page.goto(shopUrl(host, '/'));
    await hydrated(page);
    await expect.poll(() => events(page, 'PageView')).toEqual([{ event: 'PageView', page_path: '/' }]);

    // A marker on the window tells a navigation inside the page from a new document.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const link = page.locator('main a[href^="/product/"]').filter({ visible: true }).first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(shopUrl(host, href));
    await expect
      .poll(() => events(page, 'PageView'))
      .toEqual([
        { event: 'PageView', page_path: '/' },
        { event: 'PageView', page_path: href },
      ]);

    await page.goBack();
    await page.waitForURL(shopUrl(host, '/'));
    await expect
      .poll(async () => (await events(page, 'PageView')).map((e) => e.page_path))
      .toEqual(['/', href, '/']);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    await page.goto(shopUrl(host, '/productList/all?page=2'));
    await expect
      .poll(() => events(page, 'PageView'))
      .toEqual([{ event: 'PageView', page_path: '/productList/all?page=2' }]);
  });

  test('ViewContent when a product page opens, AddToCart for each add with its quantity', async ({
    page,
    request,
  }, testInfo) => {
    const nanoId = ordered(host, testInfo);
    const product = await productOf(request, host, nanoId);
    const content = { content_ids: [nanoId], content_name: product.name, currency: 'TWD' };

    await page.goto(shopUrl(host, `/product/${nanoId}`));
    await hydrated(page);
    await expect
      .poll(() => events(page, 'ViewContent'))
      .toEqual([{ event: 'ViewContent', ...content, value: product.activityPrice }]);
    expect(await events(page, 'AddToCart')).toEqual([]);

    const add = page.getByRole('button', { name: '加入購物車', exact: true });
    await add.click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByRole('button', { name: '增加數量' }).click();
    await add.click();
    // The same combination again: one cart line holding both adds.
    await expect
      .poll(() => events(page, 'AddToCart'))
      .toEqual([
        { event: 'AddToCart', ...content, value: product.stockPrice, quantity: 1 },
        { event: 'AddToCart', ...content, value: product.stockPrice * 2, quantity: 2 },
      ]);
    // Viewing is counted once per page, not again for what happens on it.
    expect(await events(page, 'ViewContent')).toHaveLength(1);
  });

  test('InitiateCheckout on entering checkout, Purchase once the order is placed', async ({
    page,
    request,
  }, testInfo) => {
    const nanoId = ordered(host, testInfo);
    const product = await productOf(request, host, nanoId);
    await signIn(page, request, host, newPhone(testInfo, 1));
    await addToCart(page, host, nanoId);

    await page.goto(shopUrl(host, '/checkout'));
    await expect(page.getByRole('radio', { name: '宅配到府' })).toBeVisible();
    expect(await events(page, 'InitiateCheckout')).toEqual([
      { event: 'InitiateCheckout', value: product.stockPrice, currency: 'TWD', num_items: 1 },
    ]);

    await page.getByRole('radio', { name: '宅配到府' }).check();
    await page.getByLabel('收件人姓名').fill('黃志明');
    await page.getByLabel('手機號碼').fill('0933444555');
    await page.getByLabel('收件地址').fill('台中市西區公益路 68 號');
    await page.getByRole('radio', { name: '貨到付款' }).check();
    await expect(payable(page)).toContainText('NT$');
    const amount = await amountOf(page);
    expect(await events(page, 'Purchase')).toEqual([]);

    await page.getByRole('button', { name: '送出訂單' }).click();
    await page.waitForURL(/\/order\/complete\/\d+$/);
    const orderNo = (await page.getByTestId('order-no').innerText()).trim();
    expect(await events(page, 'Purchase')).toEqual([
      { event: 'Purchase', value: amount, currency: 'TWD', transaction_id: orderNo },
    ]);
    expect(await events(page, 'InitiateCheckout')).toHaveLength(1);
  });

  test('Login once the sign-in completes, and not again on later pages', async ({
    page,
    request,
    context,
  }, testInfo) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() });
    // The sign-in leaves the page for the next one: what each page pushed is kept for the tab.
    await page.addInitScript(() => {
      const key = 'dataLayerSoFar';
      const layer: Entry[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      const push = layer.push.bind(layer);
      layer.push = (...entries: Entry[]) => {
        const n = push(...entries);
        sessionStorage.setItem(key, JSON.stringify(layer));
        return n;
      };
      Object.assign(window, { dataLayer: layer });
    });

    await page.goto(shopUrl(host, '/profile'));
    await signUpByCode(page, request, newPhone(testInfo, 2), '許登入');
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect(page.getByRole('heading', { level: 1, name: '會員中心' })).toBeVisible();

    const paths = async () =>
      (await page.evaluate(() => (window as unknown as { dataLayer: Entry[] }).dataLayer)).map((e) =>
        e.event === 'PageView' ? e.page_path : e.event,
      );
    await expect.poll(paths).toContain('/profile');
    const seen = await paths();
    // Pushed on the callback, after the member token is had and before the next page.
    const login = seen.indexOf('Login');
    expect(seen[login - 1]).toBe('/auth/callback');
    expect(seen.slice(login + 1)).toContain('/auth/signup-info');
    expect(await events(page, 'Login')).toEqual([{ event: 'Login', method: 'phone' }]);
    // The sign-in's code and state never reach a PageView.
    expect(seen.filter((p) => typeof p === 'string' && p.includes('?'))).toEqual([]);

    await page.reload();
    await expect.poll(async () => (await paths()).length).toBeGreaterThan(seen.length);
    expect(await events(page, 'Login')).toHaveLength(1);
  });
});
