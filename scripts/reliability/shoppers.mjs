// @ts-check
// Shoppers made the way the storefront makes them: a code by text, read from the demo outbox (the
// server runs with STOREFRONT_DEMO_MODE=1), verified, signed up, exchanged for the shop's member token.
// And the orders they place through the order API.
import { jsonClient } from './client.mjs';

/**
 * @typedef {import('./client.mjs').Reply} Reply
 * @typedef {import('../../lib/api/contract').Delivery} Delivery
 * @typedef {import('../../lib/api/contract').Product} Product
 * @typedef {{ host: string, shopId: string, orgId: string, name: string }} Shop A shop as the
 *   storefront learns it from its host.
 * @typedef {{ phone: string, userToken: string, memberToken: string }} Member
 * @typedef {{ stockId: number, stock: number, productId: number, nanoId: string }} StockTarget
 * @typedef {{ id: number, quantity: number }} OrderLine
 */

/**
 * The shop behind a host, as the storefront learns it.
 * @param {string} base
 * @param {string} host
 * @returns {Promise<Shop>}
 */
export async function shopOf(base, host) {
  const call = jsonClient(base, host);
  const { status, body } = await call('GET', `/api-client/ecommerceConfig/allDomain/${host}`);
  if (status !== 200) throw new Error(`no shop answers on ${host} (${status})`);
  const config = /** @type {import('../../lib/api/contract').ShopConfig} */ (body);
  return { host, shopId: String(config.ShopId), orgId: String(config.Shop.OrgId), name: config.Shop.name };
}

/**
 * The reply's body, of the shape the caller names; any other status than 200 is an error.
 * @template T
 * @param {Reply} reply
 * @param {string} what
 * @returns {T}
 */
function expect200(reply, what) {
  if (reply.status !== 200) throw new Error(`${what} answered ${reply.status}: ${reply.text.slice(0, 200)}`);
  return /** @type {T} */ (reply.body);
}

/** @typedef {{ phone: string, text: string, sentAt: string }[]} Outbox The demo outbox of texts. */

/**
 * A new account in the shop's organisation with `phone`, through the real sign-up: a code by text,
 * read from the outbox, verified, then sign-up. Answers the user token. `address` is the client
 * address the rate limits count (at most 20 codes an hour per address), so callers give each
 * sign-up its own.
 * @param {string} base
 * @param {Shop} shop
 * @param {string} phone
 * @param {string} address
 * @returns {Promise<string>}
 */
export async function signUpUser(base, shop, phone, address) {
  const call = jsonClient(base, shop.host);
  const from = { 'x-forwarded-for': address };
  const auth = `/api-auth/${shop.orgId}`;
  expect200(await call('POST', `${auth}/otp`, { phone, purpose: 'signup' }, null, from), 'send code');
  /** @type {Outbox} */
  const outbox = expect200(await call('GET', `/api-auth/dev/outbox?phone=${phone}`), 'outbox');
  const code = /驗證碼為 (\d{6})/.exec(outbox[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  /** @type {{ phoneVerifyToken: string }} */
  const { phoneVerifyToken } = expect200(
    await call('POST', `${auth}/otp/verify`, { phone, purpose: 'signup', code }, null, from),
    'verify code',
  );
  /** @type {{ userToken: string }} */
  const { userToken } = expect200(
    await call('POST', `${auth}/signup`, { phoneVerifyToken }, null, from),
    'sign up',
  );
  return userToken;
}

/**
 * The shop's member token for a user token, which it spends.
 * @param {string} base
 * @param {Shop} shop
 * @param {string} userToken
 * @returns {Promise<string>}
 */
export async function memberTokenOf(base, shop, userToken) {
  const call = jsonClient(base, shop.host);
  const reply = await call('POST', `/api-client/${shop.shopId}/member/memberToken`, undefined, userToken);
  return /** @type {{ memberToken: string }} */ (expect200(reply, 'member token')).memberToken;
}

/**
 * A new member of `shop` with `phone`: sign-up, then the member token.
 * @param {string} base
 * @param {Shop} shop
 * @param {string} phone
 * @param {string} address
 * @returns {Promise<Member>}
 */
export async function signUp(base, shop, phone, address) {
  const userToken = await signUpUser(base, shop, phone, address);
  return { phone, userToken, memberToken: await memberTokenOf(base, shop, userToken) };
}

/**
 * A staff member of the shop's organisation (made as `operator -- staff add` makes one) signed in to
 * the console as its sign-in screen does: the console's bearer token.
 * @param {string} base
 * @param {Shop} shop
 * @param {string} phone
 * @param {string} address
 * @param {string} operatorSecret
 * @returns {Promise<string>}
 */
export async function staffToken(base, shop, phone, address, operatorSecret) {
  const call = jsonClient(base, shop.host);
  const from = { 'x-forwarded-for': address };
  const secret = { 'x-operator-secret': operatorSecret };
  const localCall = jsonClient(base, 'localhost');
  expect200(
    await localCall(
      'POST',
      '/api-auth/operator/staff',
      { host: shop.host, action: 'add', phone, role: 'owner' },
      null,
      secret,
    ),
    'staff add',
  );
  const session = `/api-admin/${shop.shopId}/session`;
  expect200(await call('POST', `${session}/code`, { phone }, null, from), 'console code');
  /** @type {Outbox} */
  const outbox = expect200(await call('GET', `/api-auth/dev/outbox?phone=${phone}`), 'outbox');
  const code = /驗證碼為 (\d{6})/.exec(outbox[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no console code in the outbox for ${phone}`);
  /** @type {{ token: string }} */
  const signedIn = expect200(await call('POST', session, { phone, code }, null, from), 'console sign-in');
  return signedIn.token;
}

/**
 * Distinct mobile numbers `09` + 8 digits, from a prefix of up to 4 digits that names the run's purpose.
 * @param {string} prefix
 * @param {number} n
 */
export const phoneNumber = (prefix, n) => `09${prefix}${String(n).padStart(8 - prefix.length, '0')}`;

/**
 * The shop's home delivery (it takes cash on delivery) and products with the stock each has now.
 * @param {string} base
 * @param {Shop} shop
 */
export async function orderTargets(base, shop) {
  const call = jsonClient(base, shop.host);
  const api = `/api-client/${shop.shopId}`;
  /** @type {Delivery[]} */
  const deliveries = expect200(await call('GET', `${api}/ecommerceDelivery`), 'deliveries');
  const home = deliveries.find((d) => d.type === 'home' && d.enable && d.allowCollection);
  if (!home) throw new Error(`shop ${shop.shopId} has no home delivery with cash on delivery`);
  /** @type {{ nanoId: string }[]} */
  const list = expect200(await call('GET', `${api}/ecommerceProduct?limit=100`), 'products');
  /** @type {StockTarget[]} */
  const stocks = [];
  for (const p of list) {
    /** @type {Product} */
    const product = expect200(await call('GET', `${api}/ecommerceProduct/nanoId/${p.nanoId}`), p.nanoId);
    for (const s of product.EcommerceProductStocks)
      stocks.push({ stockId: s.id, stock: s.stock, productId: product.id, nanoId: product.nanoId });
  }
  return { deliveryId: home.id, stocks };
}

/**
 * The creation payload of an order of `lines` ([{ id, quantity }]) by home delivery.
 * @param {OrderLine[]} lines
 * @param {number} deliveryId
 * @param {string} [paymentType]
 * @param {string} [receiver]
 */
export function orderBody(lines, deliveryId, paymentType = 'COD', receiver = '王小明') {
  return {
    productStocks: lines,
    delivery: deliveryId,
    paymentType,
    receiver,
    phone: '0912345678',
    address: '台北市信義區松高路 11 號',
  };
}

/**
 * POST …/ecommerceOrder/ as 送出訂單 sends it, with an Idempotency-Key when given.
 * @param {string} base
 * @param {Shop} shop
 * @param {string} token
 * @param {unknown} body
 * @param {string} [key]
 */
export function placeOrder(base, shop, token, body, key) {
  const call = jsonClient(base, shop.host);
  return call(
    'POST',
    `/api-client/${shop.shopId}/ecommerceOrder/`,
    body,
    token,
    key ? { 'idempotency-key': key } : {},
  );
}
