// @ts-check
// `npm run test:isolation`: no shop reads another shop's data, no member reaches another member's.
// On a fresh embedded database and a fresh PostgreSQL database in turn, the production server, demo
// shops A (localhost) and B (shop2.localhost), members signed up through the real one-time-code flow,
// each owning orders (COD, ATM, an online payment started), saved checkout details, a store-map
// session, wallet and cashback.
//
// Cross-tenant matrix: A's product, category, group, activity, stock and page ids, A's order ids,
// payment trade number and store-map token, A's member and user tokens, all used against B (B's shop
// id, B's host): each must be refused (401/403/404) or empty, and no answer may contain any of A's
// names, order numbers, receiver or address. Also B's tokens against A, and A's phone signed up at B.
// IDOR: member X of shop A with Y's order ids, store-map token and Idempotency-Key, on every
// member-owned path: refused, and Y's orders, saved details, balances and profile unchanged after.
//
// Env: RELIABILITY_DATABASES (default pglite,postgres), PG_SERVER_URL, NEXT_DIST_DIR (default
// .next-e2e), ISOLATION_VERBOSE=1 (print every probe with its answer's status).
import { isDeepStrictEqual } from 'node:util';
import { ensureBuilt, ensureInstalled } from './lib.mjs';
import { closeConnections, jsonClient } from './reliability/client.mjs';
import {
  chosenDatabases,
  distDir,
  freshTarget,
  harness,
  requirePostgres,
  startApp,
  suitePort,
  table,
} from './reliability/harness.mjs';
import { createProber } from './reliability/probes.mjs';
import { orderTargets, phoneNumber, shopOf, signUp } from './reliability/shoppers.mjs';
import { balancesOf, catalogOf, furnish, snapshot } from './reliability/world.mjs';

const h = harness('isolation');
const databases = chosenDatabases();
ensureInstalled();
await requirePostgres(databases);
ensureBuilt(distDir);

/**
 * @typedef {import('./reliability/shoppers.mjs').Shop} Shop
 * @typedef {import('./reliability/shoppers.mjs').StockTarget} StockTarget
 * @typedef {import('./reliability/world.mjs').Owner} Owner
 * @typedef {import('./reliability/probes.mjs').ProbeRequest} ProbeRequest
 * @typedef {import('../lib/api/contract').OrderQuote} OrderQuote
 * @typedef {import('../lib/api/contract').ProductSummary} ProductSummary
 * @typedef {[label: string, method: string, path: string, body?: unknown]} MemberCall
 * @typedef {{ nanoId: string }} Named
 */

/**
 * What one run found on one database, for the closing table.
 * @type {(string | number)[][]}
 */
const figures = [];

/**
 * The member paths of a shop, each as [label, method, path, body]: all a member token opens.
 * @param {Shop} shop
 * @param {Owner} owner
 * @param {number} stockId
 * @param {number} deliveryId
 * @returns {MemberCall[]}
 */
function memberCalls(shop, owner, stockId, deliveryId) {
  const api = `/api-client/${shop.shopId}`;
  const order = { productStocks: [{ id: stockId, quantity: 1 }], delivery: deliveryId, paymentType: 'COD' };
  const full = { ...order, receiver: '王小明', phone: '0912345678', address: '台北市' };
  // Addresses on the shop's own host, so that the order, not the address, decides the answer.
  const origin = `http://${shop.host}`;
  const back = { clientBackURL: `${origin}/order/check/1`, clientCompleteURL: `${origin}/order/complete/1` };
  return [
    ['member/me', 'GET', `${api}/member/me`],
    ['cashback wallet', 'GET', `${api}/member/me/cashbackWallet`],
    ['cashback expirations', 'GET', `${api}/member/me/cashbackWalletYearExpirations`],
    ['order list', 'GET', `${api}/ecommerceOrder?limit=100`],
    ['order count', 'GET', `${api}/ecommerceOrder/count`],
    ['order counts by status', 'GET', `${api}/ecommerceOrder/allStatusCount`],
    ...Object.entries(owner.orders).flatMap(
      ([kind, o]) =>
        /** @type {MemberCall[]} */ ([
          [`${kind} order detail`, 'GET', `${api}/ecommerceOrder/${o.id}`],
          [`${kind} order cancel`, 'POST', `${api}/ecommerceOrder/${o.id}/cancel`],
          [`${kind} order payment start`, 'POST', `${api}/ecommerceOrder/${o.id}/paymentInfo`, back],
          [
            `${kind} order transfer report`,
            'POST',
            `${api}/ecommerceOrder/${o.id}/paymentUserResponse`,
            { name: '王小明', atmLastCode: '12345' },
          ],
          [`${kind} order return`, 'POST', `${api}/ecommerceOrder/${o.id}/return`, { reason: '尺寸不合' }],
        ]),
    ),
    ['saved checkout details', 'GET', `${api}/ecommerceMemberStorage`],
    ['save checkout details', 'PUT', `${api}/ecommerceMemberStorage`, { checkoutInfos: [] }],
    ['store-map session', 'GET', `${api}/ecommerceDeliveryEcpayMap?token=${owner.mapToken}`],
    ['pre-check', 'POST', `${api}/ecommerceOrder/pre`, order],
    ['create order', 'POST', `${api}/ecommerceOrder/`, full],
  ];
}

/** @param {string} kind */
async function isolation(kind) {
  const target = await freshTarget(h, kind, 'isolation');
  const port = await suitePort();
  h.log(`${target.label}: starting the server on port ${port}…`);
  const server = await startApp(h, target, { port });
  const base = server.base;
  const A = await shopOf(base, 'localhost');
  const B = await shopOf(base, 'shop2.localhost');
  const secret = target.operatorSecret;

  h.log(`${target.label}: signing up members through the one-time-code flow and shopping…`);
  /**
   * @param {Shop} shop
   * @param {number} n
   */
  const signed = async (shop, n) => signUp(base, shop, phoneNumber('71', n), `10.71.0.${n}`);
  const Y = await furnish(base, A, await signed(A, 1), {
    receiver: '林甲乙',
    address: '甲店收件路 88 號',
    operatorSecret: secret,
  });
  const X = await furnish(base, A, await signed(A, 2), {
    receiver: '陳丙丁',
    address: '甲店另一路 9 號',
    operatorSecret: secret,
    wallet: 70,
    cashback: 30,
  });
  const Bm = await furnish(base, B, await signed(B, 3), {
    receiver: '吳乙店',
    address: '乙店收件街 5 號',
    operatorSecret: secret,
  });
  // Y's own phone signs up at B too: one person, two shops, two separate accounts.
  const YatB = await signUp(base, B, Y.phone, '10.71.0.4');
  const catalogA = await catalogOf(base, A);
  const catalogB = await catalogOf(base, B);
  const bTargets = await orderTargets(base, B);
  const bStock = /** @type {StockTarget} */ (bTargets.stocks.find((s) => s.stock >= 5)).stockId;

  // A's names and ids that B's own catalog does not also use: finding one in a B answer is a leak.
  const catalogMarkers = [
    A.name,
    ...[catalogA.products, catalogA.categories, catalogA.groups, catalogA.activities].flatMap((list) =>
      list.flatMap((x) => [x.nanoId, x.name]),
    ),
  ].filter((m) => m && !catalogB.text.includes(m));
  /**
   * @param {Owner} m
   * @param {{ phone?: boolean }} [options]
   */
  const privateOf = (m, { phone = true } = {}) => [
    ...Object.values(m.orders).map((o) => o.orderNo),
    m.receiver,
    m.address,
    m.mapToken,
    m.tradeNo,
    ...(phone ? [m.phone] : []),
  ];
  const yMarkers = privateOf(Y);

  const yBefore = await snapshot(base, A, Y);
  const stocksPath = `/api-client/${A.shopId}/ecommerceProductStock?ids=${[Y.stockId, ...catalogA.stockIds].join(',')}`;
  const aStocksBefore = (await jsonClient(base, A.host)('GET', stocksPath)).body;

  const { probe, results } = createProber(base);
  /**
   * @param {string} path
   * @param {Partial<ProbeRequest>} [extra]
   * @returns {ProbeRequest}
   */
  const onB = (path, extra = {}) => ({ path: `/api-client/${B.shopId}/${path}`, host: B.host, ...extra });
  /**
   * @param {string} path
   * @param {Partial<ProbeRequest>} [extra]
   * @returns {ProbeRequest}
   */
  const onA = (path, extra = {}) => ({ path: `/api-client/${A.shopId}/${path}`, host: A.host, ...extra });

  h.log(`${target.label}: cross-tenant matrix…`);
  // Shop-scoped public reads with A's ids on B.
  let group = "A's catalog ids on B";
  for (const p of catalogA.products.slice(0, 5)) {
    await probe(group, `product ${p.id}`, onB(`ecommerceProduct/${p.id}`), 'refused', catalogMarkers);
    await probe(
      group,
      `product ${p.nanoId}`,
      onB(`ecommerceProduct/nanoId/${p.nanoId}`),
      'refused',
      catalogMarkers,
    );
  }
  /** @type {[string, string, { id: number, nanoId: string }[]][]} */
  const lists = [
    ['ecommerceCategory', 'EcommerceCategoryId', catalogA.categories],
    ['ecommerceCategoryGroup', 'EcommerceCategoryGroupId', catalogA.groups],
    ['ecommerceActivity', 'EcommerceActivityId', catalogA.activities],
  ];
  for (const [path, filter, list] of lists)
    for (const x of list.slice(0, 3)) {
      await probe(group, `${path}/${x.nanoId}`, onB(`${path}/${x.nanoId}`), 'refused', catalogMarkers);
      await probe(
        group,
        `${path}/${x.nanoId} products`,
        onB(`${path}/${x.nanoId}/ecommerceProduct`),
        'refusedOrEmpty',
        catalogMarkers,
      );
      await probe(
        group,
        `${path}/${x.nanoId} count`,
        onB(`${path}/${x.nanoId}/ecommerceProduct/count`),
        'refusedOrEmpty',
        catalogMarkers,
      );
      await probe(
        group,
        `products ?${filter}=${x.id}`,
        onB(`ecommerceProduct?${filter}=${x.id}`),
        'refusedOrEmpty',
        catalogMarkers,
      );
      await probe(
        group,
        `product count ?${filter}=${x.id}`,
        onB(`ecommerceProduct/count?${filter}=${x.id}`),
        'refusedOrEmpty',
        catalogMarkers,
      );
    }
  await probe(
    group,
    `stocks ?ids= (${catalogA.stockIds.length} of A's)`,
    onB(`ecommerceProductStock?ids=${catalogA.stockIds.join(',')}`),
    'refusedOrEmpty',
    catalogMarkers,
  );
  for (const key of catalogA.pageKeys)
    await probe(group, `page ${key} (B's own, if any)`, onB(`ecommercePage/${key}`), 'own', catalogMarkers);
  for (const p of catalogA.products.slice(0, 3))
    await probe(
      group,
      `search "${p.name}"`,
      onB(`ecommerceProduct/search?search=${encodeURIComponent(p.name)}`),
      'own',
      catalogMarkers,
    );

  group = "A's ids on B's storefront pages";
  /** @param {string} path */
  const page = (path) => ({ path, host: B.host });
  await probe(
    group,
    `/product/${/** @type {Named} */ (catalogA.products[0]).nanoId}`,
    page(`/product/${/** @type {Named} */ (catalogA.products[0]).nanoId}`),
    'refused',
    catalogMarkers,
  );
  await probe(
    group,
    `/productList/category/${/** @type {Named} */ (catalogA.categories[0]).nanoId}`,
    page(`/productList/category/${/** @type {Named} */ (catalogA.categories[0]).nanoId}`),
    'refused',
    catalogMarkers,
  );
  await probe(
    group,
    `/productList/activity/${/** @type {Named} */ (catalogA.activities[0]).nanoId}`,
    page(`/productList/activity/${/** @type {Named} */ (catalogA.activities[0]).nanoId}`),
    'refused',
    catalogMarkers,
  );

  group = "A's shop id from B's pages";
  // A home visit counts only for the shop of the page that sends it.
  await probe(
    group,
    "home visit for A from B's page",
    {
      method: 'POST',
      path: `/api-client/${A.shopId}/ecommerceVisit/home`,
      host: B.host,
      headers: { origin: `http://${B.host}` },
    },
    'refused',
    catalogMarkers,
  );

  group = "A member's token on B";
  for (const [label, method, path, body] of memberCalls(B, Y, bStock, bTargets.deliveryId))
    await probe(
      group,
      label.replace(/order/, `${label.includes(' order ') ? "A's " : ''}order`),
      { path, method, body, host: B.host, token: Y.memberToken },
      'refused',
      yMarkers,
    );
  await probe(
    group,
    "A's user token → B member token",
    onB('member/memberToken', { method: 'POST', token: Y.userToken }),
    'refused',
    yMarkers,
  );
  await probe(
    group,
    "A's user token → B's auth host /me",
    { path: `/api-auth/${B.orgId}/me`, host: B.host, token: Y.userToken },
    'refused',
    yMarkers,
  );
  await probe(
    group,
    "A's user token → B's grant",
    {
      path: `/api-auth/${B.orgId}/grant`,
      method: 'POST',
      host: B.host,
      token: Y.userToken,
      body: { redirectUri: `http://${B.host}/auth/callback` },
    },
    'refused',
    yMarkers,
  );

  group = "B member's token on A's objects";
  for (const [label, method, path, body] of memberCalls(B, Y, bStock, bTargets.deliveryId).filter(([l]) =>
    /order (detail|cancel|payment|transfer|return)|store-map/.test(l),
  ))
    await probe(
      group,
      `via B: ${label}`,
      { path, method, body, host: B.host, token: Bm.memberToken },
      'refused',
      yMarkers,
    );
  for (const [label, method, path, body] of memberCalls(A, Y, Y.stockId, Y.deliveryId))
    await probe(
      group,
      `via A: ${label}`,
      { path, method, body, host: A.host, token: Bm.memberToken },
      'refused',
      yMarkers,
    );

  group = "A's phone signed up at B";
  const yNoPhone = privateOf(Y, { phone: false });
  await probe(group, 'member/me is its own', onB('member/me', { token: YatB.memberToken }), 'own', yNoPhone);
  await probe(
    group,
    'order list has none of A',
    onB('ecommerceOrder?limit=100', { token: YatB.memberToken }),
    'refusedOrEmpty',
    yNoPhone,
  );
  await probe(
    group,
    'saved details have none of A',
    onB('ecommerceMemberStorage', { token: YatB.memberToken }),
    'refusedOrEmpty',
    yNoPhone,
  );
  const wallet = await probe(
    group,
    "cashback is B's (0)",
    onB('member/me/cashbackWallet', { token: YatB.memberToken }),
    'refusedOrEmpty',
    yNoPhone,
  );
  for (const o of Object.values(Y.orders))
    await probe(
      group,
      `A's order ${o.id}`,
      onB(`ecommerceOrder/${o.id}`, { token: YatB.memberToken }),
      'refused',
      yNoPhone,
    );
  const yAtBPre = await probe(
    group,
    "pre-check balances are B's (0)",
    onB('ecommerceOrder/pre', {
      method: 'POST',
      token: YatB.memberToken,
      body: {
        productStocks: [{ id: bStock, quantity: 1 }],
        delivery: bTargets.deliveryId,
        paymentType: 'COD',
      },
    }),
    'own',
    yNoPhone,
  );
  const walletBody = /** @type {{ balance?: number } | undefined} */ (wallet.body);
  const yAtBQuote = /** @type {{ order?: OrderQuote } | undefined} */ (yAtBPre.body)?.order;
  h.check(
    walletBody?.balance === 0,
    `${target.label}: Y's phone at B starts with B's cashback 0 (got ${walletBody?.balance})`,
  );
  h.check(
    isDeepStrictEqual(balancesOf(yAtBQuote), { wallet: 0, external: 0, cashback: 0 }),
    `${target.label}: …and B's wallets 0 (got ${JSON.stringify(balancesOf(yAtBQuote))})`,
  );

  group = "A's stock, delivery, payment and map on B";
  const bBuyer = { host: B.host, token: Bm.memberToken };
  await probe(
    group,
    "pre-check with A's stock",
    onB('ecommerceOrder/pre', {
      ...bBuyer,
      method: 'POST',
      body: {
        productStocks: [{ id: Y.stockId, quantity: 1 }],
        delivery: bTargets.deliveryId,
        paymentType: 'COD',
      },
    }),
    'rejected',
    catalogMarkers,
  );
  await probe(
    group,
    "order of A's stock",
    onB('ecommerceOrder/', {
      ...bBuyer,
      method: 'POST',
      body: { ...Y.idempotency.body, delivery: bTargets.deliveryId },
    }),
    'rejected',
    catalogMarkers,
  );
  await probe(
    group,
    "order with A's delivery",
    onB('ecommerceOrder/', {
      ...bBuyer,
      method: 'POST',
      body: { ...Y.idempotency.body, productStocks: [{ id: bStock, quantity: 1 }] },
    }),
    'rejected',
    catalogMarkers,
  );
  await probe(
    group,
    "payment notice for A's trade number",
    onB(`ecommercePayment/${Y.tradeNo}/notify`, {
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: 'Status=SUCCESS&MerchantID=SANDBOX1&TradeInfo=00&TradeSha=00&Version=2.0',
    }),
    'rejected',
    yMarkers,
  );
  await probe(
    group,
    "payment return for A's trade number",
    onB(`ecommercePayment/${Y.tradeNo}/return`),
    'refused',
    yMarkers,
  );
  await probe(
    group,
    "store-map reply for A's session",
    onB('ecommerceDeliveryEcpayMap/reply', {
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: `MerchantID=SANDBOXMAP1&ExtraData=${Y.mapToken}&CVSStoreID=991182&CVSStoreName=${encodeURIComponent('偽門市')}&LogisticsSubType=UNIMART`,
    }),
    'rejected',
    yMarkers,
  );

  const aStocksAfter = (await jsonClient(base, A.host)('GET', stocksPath)).body;
  h.check(
    isDeepStrictEqual(aStocksAfter, aStocksBefore),
    `${target.label}: A's stock is unchanged by B's attempts on it`,
  );

  h.log(`${target.label}: IDOR, member X on member Y's objects in shop A…`);
  group = "X's token on Y's objects";
  for (const [label, method, path, body] of memberCalls(A, Y, Y.stockId, Y.deliveryId)) {
    const own = !/order (detail|cancel|payment|transfer|return)|store-map session/.test(label);
    await probe(
      group,
      own ? `${label} (X's own)` : `Y's ${label}`,
      { path, method, body, host: A.host, token: X.memberToken },
      own ? 'own' : 'refused',
      yMarkers,
    );
  }
  // X holds the shop's limit of open unpaid orders (COD, ATM, online): cancelling its ATM order
  // makes room for the order that replaying Y's key must make, X's own.
  const cancelled = await jsonClient(base, A.host)(
    'POST',
    `/api-client/${A.shopId}/ecommerceOrder/${X.orders.atm.id}/cancel`,
    {},
    X.memberToken,
  );
  h.check(cancelled.status === 200, `${target.label}: X cancels its own ATM order (${cancelled.status})`);
  const replay = await probe(
    group,
    "Y's Idempotency-Key and body",
    onA('ecommerceOrder/', {
      method: 'POST',
      token: X.memberToken,
      body: Y.idempotency.body,
      headers: { 'idempotency-key': Y.idempotency.key },
    }),
    'own',
    Object.values(Y.orders).map((o) => o.orderNo),
  );
  const replayed = /** @type {{ id?: number } | undefined} */ (replay.body);
  h.check(
    replay.status === 200 && replayed?.id !== Y.orders.cod.id,
    `${target.label}: Y's Idempotency-Key gives X an order of X's own (${replayed?.id}), not Y's (${Y.orders.cod.id})`,
  );
  await probe(
    group,
    "payment notice for Y's trade number",
    onA(`ecommercePayment/${Y.tradeNo}/notify`, {
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: 'Status=SUCCESS&MerchantID=SANDBOX1&TradeInfo=00&TradeSha=00&Version=2.0',
    }),
    'rejected',
    yMarkers,
  );
  await probe(
    group,
    "profile change (X's own)",
    {
      path: '/api-client/user/me/userInfo',
      method: 'PUT',
      host: A.host,
      token: X.memberToken,
      body: { name: '改名的 X' },
    },
    'own',
    yMarkers,
  );
  const xPre = await probe(
    group,
    "pre-check balances (X's own)",
    onA('ecommerceOrder/pre', {
      method: 'POST',
      token: X.memberToken,
      body: { productStocks: [{ id: Y.stockId, quantity: 1 }], delivery: Y.deliveryId, paymentType: 'COD' },
    }),
    'own',
    yMarkers,
  );
  const xQuote = /** @type {{ order?: OrderQuote } | undefined} */ (xPre.body)?.order;
  h.check(
    isDeepStrictEqual(balancesOf(xQuote), X.balances),
    `${target.label}: X sees X's balances ${JSON.stringify(X.balances)}, not Y's (got ${JSON.stringify(balancesOf(xQuote))})`,
  );

  const yAfter = await snapshot(base, A, Y);
  h.check(
    isDeepStrictEqual(yAfter, yBefore),
    `${target.label}: Y's orders, saved details, store map, profile and balances are unchanged after the probes`,
  );
  h.check(
    yBefore.balances.wallet === 500 && yBefore.balances.cashback === 200,
    `${target.label}: Y's balances were there to protect (${JSON.stringify(yBefore.balances)})`,
  );

  const groups = [...new Set(results.map((r) => r.group))];
  console.log(
    `\n${target.label}:\n` +
      table(
        ['probes', 'count', 'refused', 'empty/own', 'other 4xx', 'leaks', 'failed'],
        groups.map((g) => {
          const of = results.filter((r) => r.group === g);
          return [
            g,
            of.length,
            of.filter((r) => [401, 403, 404].includes(r.status)).length,
            of.filter((r) => r.status >= 200 && r.status < 300).length,
            of.filter((r) => r.status >= 400 && r.status < 500 && ![401, 403, 404].includes(r.status)).length,
            of.filter((r) => r.leak).length,
            of.filter((r) => !r.ok).length,
          ];
        }),
      ),
  );
  if (process.env.ISOLATION_VERBOSE)
    console.log(
      '\n' +
        table(
          ['group', 'probe', 'expected', 'status'],
          results.map((r) => [r.group, r.label, r.expect, r.status]),
        ),
    );
  for (const r of results.filter((x) => !x.ok))
    console.log(`✗ ${r.group} · ${r.label}: ${r.status} ${r.note}`);
  const leaks = results.filter((r) => r.leak).length;
  h.check(leaks === 0, `${target.label}: ${results.length} probes, ${leaks} leaks`);
  h.check(
    results.every((r) => r.ok),
    `${target.label}: every probe answered as expected (${results.filter((r) => !r.ok).length} did not)`,
  );
  figures.push([target.label, results.length, leaks, results.filter((r) => !r.ok).length]);
  await server.stop();
}

h.run(async () => {
  for (const kind of databases) await isolation(kind);
  console.log('\n' + table(['database', 'probes', 'leaks', 'unexpected answers'], figures));
  closeConnections();
});
