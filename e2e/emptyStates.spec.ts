import { expect, hydrated, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import { shopIdOf } from './cartSteps';
import { hostHeader, nodeUrl, SHOP1, SHOP2, shopUrl } from './hosts';
import { signIn } from './shopper';

type Kind = 'cart' | 'order' | 'product' | 'search';
const BUILT_IN = (kind: Kind) => `/images/empty/${kind}.svg`;

/** A number no other journey uses: the clock, the project and the journey. */
function newPhone(testInfo: TestInfo, journey: number): string {
  const clock = String(Math.floor(Date.now() / 10)).slice(-6);
  return `09${clock}${testInfo.project.name === 'phone' ? 7 : 8}${journey}`;
}

/** The picture each empty state should show on a host: the shop's page icon, else the built-in one. */
async function expectedPictures(request: APIRequestContext, host: string): Promise<Record<Kind, string>> {
  const shopId = await shopIdOf(request, host);
  const res = await request.get(nodeUrl(`/api-client/${shopId}/ecommerceConfig/getPageIcon`));
  const icons: { key: string; Image: { filename: string } }[] = await res.json();
  const of = (kind: Kind) => icons.find((i) => i.key === kind)?.Image.filename ?? BUILT_IN(kind);
  return { cart: of('cart'), order: of('order'), product: of('product'), search: of('search') };
}

const picture = (page: Page, kind: Kind) => page.locator(`main [data-empty-state="${kind}"] img`);

/** Every page-icon read the browser makes: there should be none, the page brings them along. */
function pageIconReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/ecommerceConfig/getPageIcon')) reads.push(r.url());
  });
  return reads;
}

test.describe('empty states show the shop’s own pictures, or the built-in ones', () => {
  test('shop 1 has pictures of its own, shop 2 none: both kinds are shown', async ({ request }) => {
    const own = await expectedPictures(request, SHOP1.host);
    const none = await expectedPictures(request, SHOP2.host);
    for (const kind of ['cart', 'order', 'product', 'search'] as const) {
      expect(own[kind]).not.toBe(BUILT_IN(kind));
      expect(none[kind]).toBe(BUILT_IN(kind));
    }
  });

  for (const shop of [SHOP1, SHOP2]) {
    test(`${shop.host}: an empty search is pictured in the server's HTML already`, async ({
      page,
      request,
    }) => {
      const expected = await expectedPictures(request, shop.host);
      const path = '/productList/search/name/沒有這種商品xyz';
      const html = await (
        await request.get(nodeUrl(encodeURI(path)), { headers: hostHeader(shop.host) })
      ).text();
      expect(html).toMatch(new RegExp(`data-empty-state="search"[^]*?<img[^>]*src="${expected.search}"`));

      const reads = pageIconReads(page);
      await page.goto(shopUrl(shop.host, path));
      await expect(page.getByText('找不到相關商品')).toBeVisible();
      await expect(picture(page, 'search')).toHaveAttribute('src', expected.search);
      await expect(picture(page, 'search')).toHaveJSProperty('complete', true);
      expect(
        await picture(page, 'search').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      expect(reads).toEqual([]);
    });

    test(`${shop.host}: the empty cart shows the picture at once, with no read after the page`, async ({
      page,
      request,
    }) => {
      const expected = await expectedPictures(request, shop.host);
      const reads = pageIconReads(page);
      await page.goto(shopUrl(shop.host, '/cart'));
      // The cart is known once the page's scripts have read it in the browser.
      await hydrated(page);
      await expect(page.getByRole('heading', { name: '您的購物車是空的。' })).toBeVisible();
      await expect(picture(page, 'cart')).toHaveAttribute('src', expected.cart);
      expect(reads).toEqual([]);
    });

    test(`${shop.host}: a new member's empty order list and empty checkout are pictured`, async ({
      page,
      request,
    }, testInfo) => {
      const expected = await expectedPictures(request, shop.host);
      await signIn(page, request, shop.host, newPhone(testInfo, shop === SHOP1 ? 1 : 2));
      await page.goto(shopUrl(shop.host, '/order/list'));
      await hydrated(page);
      await expect(page.getByRole('heading', { name: '目前沒有訂單' })).toBeVisible();
      await expect(picture(page, 'order')).toHaveAttribute('src', expected.order);

      await page.goto(shopUrl(shop.host, '/checkout'));
      await hydrated(page);
      await expect(page.getByRole('heading', { name: '沒有可結帳的商品' })).toBeVisible();
      await expect(picture(page, 'cart')).toHaveAttribute('src', expected.cart);
    });

    test(`${shop.host}: the empty cart popover is pictured`, async ({ page, request }) => {
      const expected = await expectedPictures(request, shop.host);
      await page.goto(shopUrl(shop.host, '/'));
      await hydrated(page);
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^購物車/ })
        .hover();
      const popover = page.getByRole('dialog', { name: '已加入購物車的商品' });
      await expect(popover.getByText('您的購物車是空的。')).toBeVisible();
      await expect(popover.locator('[data-empty-state="cart"] img')).toHaveAttribute('src', expected.cart);
    });
  }
});
