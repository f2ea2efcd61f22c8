import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { hostHeader, nodeUrl, SHOP1, shopUrl } from './hosts';

/** What the checkout and payment journeys do as a shopper (and, for setup, as an operator). */

/** The server's operator secret, written to its data folder the first time an operator call is made. */
export async function operatorSecret(request: APIRequestContext): Promise<string> {
  const file = path.resolve(process.env.DATA_DIR ?? '.data-e2e', 'operator.secret');
  if (!fs.existsSync(file))
    await request.post(nodeUrl('/api-auth/operator/memberToken'), {
      headers: hostHeader(SHOP1.host),
      data: {},
    });
  return fs.readFileSync(file, 'utf8').trim();
}

export async function operator(
  request: APIRequestContext,
  what:
    | 'memberToken'
    | 'credit'
    | 'ship'
    | 'return'
    | 'shop'
    | 'catalog'
    | 'delivery'
    | 'payment'
    | 'gateway'
    | 'staff',
  data: object,
) {
  const res = await request.post(nodeUrl(`/api-auth/operator/${what}`), {
    headers: { ...hostHeader(SHOP1.host), 'x-operator-secret': await operatorSecret(request) },
    data,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Signs the page in as a new member of the shop, the way the callback leaves a signed-in browser. */
export async function signIn(page: Page, request: APIRequestContext, host: string, phone: string) {
  const { memberToken } = await operator(request, 'memberToken', { host, phone });
  await page.context().addCookies([{ name: 'memberToken', value: memberToken, url: shopUrl(host) }]);
  await page.addInitScript((token) => window.localStorage.setItem('memberToken', token), memberToken);
}

export async function addToCart(page: Page, host: string, nanoId: string) {
  await page.goto(shopUrl(host, `/product/${nanoId}`));
  const add = page.getByRole('button', { name: '加入購物車', exact: true });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

/** What is left to pay, as the checkout summary shows it. */
export const payable = (page: Page) => page.getByTestId('payment-price');
export const amountOf = async (page: Page) => Number((await payable(page).innerText()).replace(/[^\d]/g, ''));
