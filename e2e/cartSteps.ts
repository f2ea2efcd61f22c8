// Steps the cart journeys share: reading and changing a product's stock on the server, and the
// shopper's ways into the cart (a card's modal, the product page, the cart page).
import { expect, hydrated, type APIRequestContext, type Locator, type Page } from './fixtures';
import { hostHeader, nodeUrl, SHOP1, shopUrl } from './hosts';
import { isPhoneWidth } from '../lib/ui/breakpoints';

const isPhone = (page: Page) => isPhoneWidth(page.viewportSize()?.width ?? 0);

export type ServerStock = {
  shopId: number;
  name: string;
  id: number;
  stock: number;
  price: number;
  activityPrice: number;
};

export async function shopIdOf(request: APIRequestContext, host: string): Promise<number> {
  const res = await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${host}`), {
    headers: hostHeader(host),
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).ShopId;
}

/** The stock of one combination as the server has it now; `specs` names its children (none: no specs). */
export async function serverStock(
  request: APIRequestContext,
  host: string,
  nanoId: string,
  specs: string[] = [],
): Promise<ServerStock> {
  const shopId = await shopIdOf(request, host);
  const res = await request.get(nodeUrl(`/api-client/${shopId}/ecommerceProduct/nanoId/${nanoId}`), {
    headers: hostHeader(host),
  });
  expect(res.ok()).toBe(true);
  const product: {
    name: string;
    EcommerceProductStocks: {
      id: number;
      stock: number;
      price: number;
      activityPrice: number;
      EcommerceProductChildSpecs: { name: string }[];
    }[];
  } = await res.json();
  const stock = product.EcommerceProductStocks.find((s) => {
    const names = s.EcommerceProductChildSpecs.map((c) => c.name);
    return names.length === specs.length && specs.every((n) => names.includes(n));
  });
  if (!stock) throw new Error(`${nanoId} has no stock ${specs.join(' / ')}`);
  return {
    shopId,
    name: product.name,
    id: stock.id,
    stock: stock.stock,
    price: stock.price,
    activityPrice: stock.activityPrice,
  };
}

export async function setServerStock(
  request: APIRequestContext,
  host: string,
  s: ServerStock,
  stock: number,
) {
  const res = await request.post(nodeUrl(`/api-test/${s.shopId}/stock/${s.id}`), {
    headers: hostHeader(host),
    data: { stock },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function setServerRemoved(
  request: APIRequestContext,
  host: string,
  shopId: number,
  nanoId: string,
  isRemove: boolean,
) {
  const res = await request.post(nodeUrl(`/api-test/${shopId}/product/${nanoId}`), {
    headers: hostHeader(host),
    data: { isRemove },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export const badge = (page: Page) => page.getByTestId('cart-count');
export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^購物車/ });
export const cartLine = (page: Page, stockId: number) => page.locator(`article[data-cart-line="${stockId}"]`);
export const quantity = (scope: Page | Locator) => scope.getByRole('textbox', { name: '數量' });

/**
 * Opens a product page and adds one combination. The add button stays disabled until the page has
 * hydrated and preselected a combination, so waiting for it also waits for React.
 */
export async function addFromProductPage(
  page: Page,
  host: string,
  nanoId: string,
  { specs = [], count = 1 }: { specs?: string[]; count?: number } = {},
) {
  await page.goto(shopUrl(host, `/product/${nanoId}`));
  const add = page.getByRole('button', { name: '加入購物車', exact: true });
  await expect(add).toBeEnabled();
  for (const spec of specs) {
    const option = page.getByRole('radio', { name: spec, exact: true });
    await option.click();
    await expect(option).toHaveAttribute('aria-checked', 'true');
  }
  if (count !== 1) {
    await quantity(page).fill(String(count));
    await expect(quantity(page)).toHaveValue(String(count));
  }
  await add.click();
}

/** Opens a card's add-to-cart modal; a click that lands before hydration does nothing, so it is retried. */
export async function openCardModal(page: Page, nanoId: string) {
  const card = page.locator(`main [data-product-card="${nanoId}"]`);
  const modal = page.getByRole('dialog');
  // The dialog element itself has no box (Headless UI): its close button tells whether it is open.
  const close = modal.getByRole('button', { name: '關閉' });
  await expect(async () => {
    if (!(await close.isVisible())) {
      // On desktop the add icon sits on the picture and shows on hover.
      if (!isPhone(page)) await card.hover();
      await card.getByRole('button', { name: /^加入購物車：/ }).click({ timeout: 2_000 });
    }
    // The first opening loads the modal's code and the API contract: on a loaded machine that can
    // take seconds, and a second tap meanwhile lands on the backdrop and closes the modal again.
    // Only a tap that was lost (before hydration) is repeated.
    await expect(close).toBeVisible({ timeout: 6_000 });
  }).toPass({ timeout: 20_000 });
  return modal;
}

export async function openCart(page: Page, host = SHOP1.host) {
  await page.goto(shopUrl(host, '/cart'));
  // The cart is read after hydration; until then the page shows a
  // skeleton. Hydration is waited for on its own, as it may take more than an assertion's 5 s on a
  // loaded machine.
  await hydrated(page);
  await expect(page.getByLabel('載入中')).toHaveCount(0);
}
