// @ts-check
// A shop with members who own things: orders of every kind (cash on delivery, ATM, an online payment
// started), saved checkout details, a store-map session, wallet and cashback balances. Made through
// the API as shoppers make them, so the isolation checks probe real objects.
import { jsonClient } from './client.mjs';
import { orderBody, orderTargets } from './shoppers.mjs';

/**
 * @typedef {import('./shoppers.mjs').Shop} Shop
 * @typedef {import('./shoppers.mjs').Member} Member
 * @typedef {import('./client.mjs').Reply} Reply
 * @typedef {import('../../lib/api/contract').Order} Order
 * @typedef {import('../../lib/api/contract').OrderQuote} OrderQuote
 * @typedef {Awaited<ReturnType<typeof furnish>>} Owner A member with orders, details and balances.
 */

/**
 * The catalog ids and names a shop's public reads hand out: what another shop must never answer with.
 * @param {string} base
 * @param {Shop} shop
 */
export async function catalogOf(base, shop) {
  const call = jsonClient(base, shop.host);
  const api = `/api-client/${shop.shopId}`;
  /**
   * The body of a GET that must answer 200, of the shape the caller names.
   * @template T
   * @param {string} path
   * @returns {Promise<T>}
   */
  const list = async (path) => {
    const reply = await call('GET', `${api}/${path}`);
    if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status}`);
    return /** @type {T} */ (reply.body);
  };
  /** @type {import('../../lib/api/contract').ProductSummary[]} */
  const products = await list('ecommerceProduct?limit=100');
  /** @type {import('../../lib/api/contract').Category[]} */
  const categories = await list('ecommerceCategory?limit=100');
  /** @type {import('../../lib/api/contract').CategoryGroup[]} */
  const groups = await list('ecommerceCategoryGroup?limit=100');
  /** @type {import('../../lib/api/contract').Activity[]} */
  const activities = await list('ecommerceActivity?limit=100');
  const nav = await list('ecommerceNavConfig');
  const linked = [...JSON.stringify(nav).matchAll(/"key":"([\w-]+)"/g)].map((m) => m[1]);
  const pageKeys = [...new Set(['home', ...linked])];
  const pages = await Promise.all(pageKeys.map((key) => call('GET', `${api}/ecommercePage/${key}`)));
  const stocks = await Promise.all(
    products
      .slice(0, 10)
      .map(
        async (p) =>
          /** @type {import('../../lib/api/contract').Product} */ (
            await list(`ecommerceProduct/nanoId/${p.nanoId}`)
          ).EcommerceProductStocks,
      ),
  );
  return {
    products,
    categories,
    groups,
    activities,
    pageKeys,
    stockIds: stocks.flat().map((s) => s.id),
    /** Everything above as text, to tell which of another shop's names this shop also uses. */
    text: JSON.stringify([products, categories, groups, activities, nav, pages.map((p) => p.body)]),
  };
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

/**
 * What a member owns after shopping: three orders (COD, ATM, an online payment with an attempt
 * started), saved checkout details, a store-map session, and wallet and cashback credited by the
 * shop. `receiver` and `address` are written into all of them, so they can be looked for in answers.
 * @param {string} base
 * @param {Shop} shop
 * @param {Member} member
 * @param {{ receiver: string, address: string, operatorSecret: string, wallet?: number, cashback?: number }} details
 */
export async function furnish(
  base,
  shop,
  member,
  { receiver, address, operatorSecret, wallet = 500, cashback = 200 },
) {
  const call = jsonClient(base, shop.host);
  const api = `/api-client/${shop.shopId}`;
  const { deliveryId, stocks } = await orderTargets(base, shop);
  const stock = stocks.find((s) => s.stock >= 10);
  if (!stock) throw new Error(`shop ${shop.shopId} has no stock of 10 or more to order from`);
  /** @param {string} paymentType */
  const body = (paymentType) => ({
    ...orderBody([{ id: stock.stockId, quantity: 1 }], deliveryId, paymentType),
    receiver,
    address,
  });
  /**
   * @param {string} paymentType
   * @param {Record<string, string>} [headers]
   * @returns {Promise<Order>}
   */
  const order = async (paymentType, headers = {}) =>
    expect200(
      await call('POST', `${api}/ecommerceOrder/`, body(paymentType), member.memberToken, headers),
      `${paymentType} order`,
    );
  const key = `furnish-${member.phone}`;
  const cod = await order('COD', { 'idempotency-key': key });
  const atm = await order('atm');
  const online = await order('newebpay');
  const origin = `http://${shop.host}`;
  const back = {
    clientBackURL: `${origin}/order/check/${online.id}`,
    clientCompleteURL: `${origin}/order/complete/${online.id}`,
  };
  expect200(
    await call('POST', `${api}/ecommerceOrder/${online.id}/paymentInfo`, back, member.memberToken),
    'payment start',
  );
  const saved = {
    checkoutInfos: [{ delivery: deliveryId, paymentType: 'COD', receiver, phone: '0912345678', address }],
  };
  expect200(
    await call('PUT', `${api}/ecommerceMemberStorage`, saved, member.memberToken),
    'saved checkout details',
  );
  /** @type {import('../../lib/api/contract').Delivery[]} */
  const deliveries = expect200(await call('GET', `${api}/ecommerceDelivery`), 'deliveries');
  // The demo shops have one; a shop without it fails here, on reading its id.
  const cvs = /** @type {import('../../lib/api/contract').Delivery} */ (
    deliveries.find((d) => d.type === 'cvs' && d.enable)
  );
  const mapBody = {
    ecommerceDeliveryId: cvs.id,
    clientCompleteURL: `${origin}/checkout/cvs-callback`,
    subType: cvs.subType,
  };
  /** @type {{ token: string }} */
  const map = expect200(
    await call('POST', `${api}/ecommerceDeliveryEcpayMap`, mapBody, member.memberToken),
    'store map',
  );
  const credit = { host: shop.host, phone: member.phone, wallet, cashback };
  // The operator's door opens to this machine's own name only; the body names the shop.
  const operator = jsonClient(base, 'localhost');
  expect200(
    await operator('POST', '/api-auth/operator/credit', credit, null, {
      'x-operator-secret': operatorSecret,
    }),
    'credit',
  );
  return {
    ...member,
    receiver,
    address,
    deliveryId,
    stockId: stock.stockId,
    orders: { cod, atm, online },
    tradeNo: `${online.orderNo}P1`,
    mapToken: map.token,
    idempotency: { key, body: body('COD') },
    balances: { wallet, external: 0, cashback },
  };
}

/**
 * The member's balances as the pre-check reports them (the rest of it follows prices and stock).
 * @param {OrderQuote | undefined} quote
 */
export const balancesOf = (quote) => ({
  wallet: quote?.walletBalance,
  external: quote?.externalWalletBalance,
  cashback: quote?.cashbackBalance,
});

/**
 * Everything the member can read of their own: compared before and after the probes, it shows that
 * nothing another member or shop tried changed it.
 * @param {string} base
 * @param {Shop} shop
 * @param {Owner} owner
 */
export async function snapshot(base, shop, owner) {
  const call = jsonClient(base, shop.host);
  const api = `/api-client/${shop.shopId}`;
  /** @param {string} path */
  const read = async (path) => {
    const reply = await call('GET', `${api}/${path}`, undefined, owner.memberToken);
    return { status: reply.status, body: reply.body };
  };
  /** @type {Record<string, { status: number, body: unknown }>} */
  const orders = {};
  for (const [kind, order] of Object.entries(owner.orders))
    orders[kind] = await read(`ecommerceOrder/${order.id}`);
  const pre = await call(
    'POST',
    `${api}/ecommerceOrder/pre`,
    { productStocks: [{ id: owner.stockId, quantity: 1 }], delivery: owner.deliveryId, paymentType: 'COD' },
    owner.memberToken,
  );
  return {
    orders,
    list: await read('ecommerceOrder?limit=100'),
    counts: await read('ecommerceOrder/allStatusCount'),
    storage: await read('ecommerceMemberStorage'),
    me: await read('member/me'),
    cashback: await read('member/me/cashbackWallet'),
    map: await read(`ecommerceDeliveryEcpayMap?token=${owner.mapToken}`),
    balances: balancesOf(/** @type {{ order?: OrderQuote } | undefined} */ (pre.body)?.order),
  };
}
