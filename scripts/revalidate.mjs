// @ts-check
// `npm run test:revalidate`: the proof that an operator change reaches shoppers at once, on the
// production entry (front cache, page cache, host lookup). One server on a fresh embedded database:
// a shop is opened and its catalog imported through the operator endpoints; its product page and
// API read are cached; a new price is imported; both must show it within 5 s, while another shop's
// cached page is still answered from the front cache. Then a domain added answers at once, and a
// domain removed stops answering at once. Last, orders on the demo shop: one that sells out nothing
// leaves every cached page cached; one that sells the last unit of a product shows 已售罄 on its page
// and in the catalog read at once while the home page, another product's page and a list without it
// stay cached; a cancel puts it back on sale; 20 rounds of order and cancel leave those pages cached
// and end with the product on sale.
//
// Env: NEXT_DIST_DIR (build to use, default .next-e2e, built if missing or outdated), PORT (default:
// a free one).
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { freePort, memberTokens, orderBody, orderTargets, requestAs, startServer, until } from './server.mjs';

/** @typedef {import('../lib/api/contract').ProductSummary} ProductSummary */

const SECRET = 'revalidate-check-secret';
const DATA_DIR = '.data-revalidate';
const TEA = 'tea-revalidate.localhost';
const EXTRA = 'tea-revalidate-2.localhost';
const OTHER = 'localhost';
const WITHIN_MS = 5_000;
const SOLD_OUT = '已售罄';
const LOOP_ROUNDS = 20;
const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
const CATALOG = path.join(root, 'examples/catalog/tea-shop.json');

ensureInstalled();
ensureBuilt(distDir);

/** @type {string[]} */
const failures = [];
/**
 * @param {boolean} ok
 * @param {string} message
 */
const check = (ok, message) => {
  console.log(`${ok ? '✓' : '✗'} ${message}`);
  if (!ok) failures.push(message);
};

const port = Number(process.env.PORT) || (await freePort());
const server = await startServer({
  distDir,
  dataDir: DATA_DIR,
  port,
  // Long enough that the other shop's page stays in the front cache for the whole check.
  env: { OPERATOR_SECRET: SECRET, FRONT_CACHE_SECONDS: '60' },
});
try {
  const shop = await operator('shop', {
    org: 'tea-revalidate',
    orgName: '山茶有限公司',
    name: '山茶小舖',
    domains: [TEA],
  });
  const { shopId } = shop;
  await operator('catalog', catalogBody(fs.readFileSync(CATALOG, 'utf8')));
  // The product list's shape has changed over time: a bare array, or the rows under one of these keys.
  /** @type {ProductSummary[] | { data?: ProductSummary[], rows?: ProductSummary[], items?: ProductSummary[] }} */
  const list = JSON.parse(
    (await get('127.0.0.1', `/api-client/${shopId}/ecommerceProduct?start=0&limit=50`)).body,
  );
  const rows = Array.isArray(list) ? list : (list.data ?? list.rows ?? list.items ?? []);
  const product = rows.find((p) => p.name === '凍頂烏龍茶');
  if (!product) throw new Error(`no 凍頂烏龍茶 among shop ${shopId}'s products`);
  const pagePath = `/product/${product.nanoId}`;
  // A public read the front cache keeps (a single product's read varies by member and is not kept).
  const apiPath = `/api-client/${shopId}/ecommerceProduct?start=0&limit=50`;

  // Cached everywhere: the shop's page and read, and the other shop's home page.
  for (const [host, url] of /** @type {[string, string][]} */ ([
    [TEA, pagePath],
    [TEA, apiPath],
    [OTHER, '/'],
  ])) {
    await get(host, url);
    const again = await get(host, url);
    check(again.cache === 'HIT', `${host}${url} is answered from the front cache before the change`);
  }
  check(!(await get(TEA, pagePath)).body.includes('7,654'), 'the old page does not show the new price');

  const changedAt = Date.now();
  const text = fs
    .readFileSync(CATALOG, 'utf8')
    .replace('"price": 680,', '"price": 7654,')
    .replace('{ "values": ["75g", "罐裝"], "price": 680,', '{ "values": ["75g", "罐裝"], "price": 7654,');
  const imported = await operator('catalog', catalogBody(text));
  check(
    JSON.stringify(imported.changedShops) === JSON.stringify([shopId]),
    `the import names shop ${shopId} as changed`,
  );
  const pageMs = await until(async () => (await get(TEA, pagePath)).body.includes('7,654'), changedAt);
  check(pageMs !== null && pageMs <= WITHIN_MS, `the product page shows the new price after ${pageMs} ms`);
  const apiMs = await until(async () => (await get(TEA, apiPath)).body.includes('7654'), changedAt);
  check(apiMs !== null && apiMs <= WITHIN_MS, `the API read shows the new price after ${apiMs} ms`);
  const other = await get(OTHER, '/');
  check(other.cache === 'HIT', `the other shop's home page is still a front-cache HIT (${other.cache})`);

  check((await get(EXTRA, '/')).status === 404, `${EXTRA} is not a shop yet`);
  const addedAt = Date.now();
  await operator('domain', { host: TEA, action: 'add', domain: EXTRA });
  const addMs = await until(async () => (await get(EXTRA, pagePath)).body.includes('7,654'), addedAt);
  check(addMs !== null && addMs <= WITHIN_MS, `a domain added serves the shop after ${addMs} ms`);
  const removedAt = Date.now();
  await operator('domain', { host: TEA, action: 'remove', domain: EXTRA });
  const removeMs = await until(async () => (await get(EXTRA, pagePath)).status === 404, removedAt);
  check(removeMs !== null && removeMs <= WITHIN_MS, `a domain removed stops answering after ${removeMs} ms`);

  // Orders change stock only: what they leave as available as it was stays cached; a product whose
  // last unit sells shows 已售罄 at once, and the shop's other pages stay cached.
  /** @type {number} */
  const demo = JSON.parse((await get(OTHER, `/api-client/ecommerceConfig/allDomain/${OTHER}`)).body).ShopId;
  await operator('stock', { host: OTHER, product: 'p-wood-tray', quantity: 2 });
  const trayPage = '/product/p-wood-tray';
  const listPath = `/api-client/${demo}/ecommerceProduct?start=0&limit=100`;
  const stockOf = async () =>
    /** @type {ProductSummary[]} */ (JSON.parse((await get(OTHER, listPath)).body)).find(
      (p) => p.nanoId === 'p-wood-tray',
    )?.totalStock;
  /** @type {[string, string][]} */
  const unrelated = [
    ['the home page', '/'],
    ["another product's page", '/product/p-soy-candle'],
    ['a list without the tray', '/productList/category/c-tops'],
  ];
  // The stock set's own purge may still be landing as the first reads are stored: read until each
  // answer is kept (at once, unless that purge came in between).
  for (const [what, url] of /** @type {[string, string][]} */ ([
    ...unrelated,
    ['the tray page', trayPage],
    ['the catalog read', listPath],
  ])) {
    const ms = await until(async () => {
      await get(OTHER, url);
      return (await get(OTHER, url)).cache === 'HIT';
    }, Date.now());
    check(ms !== null, `${what} is cached before the orders (after ${ms} ms)`);
  }
  const home = await get(OTHER, '/');
  if (home.body.includes(trayPage))
    throw new Error('the demo home page shows the tray: pick another product');
  check(!(await get(OTHER, trayPage)).body.includes(SOLD_OUT), 'the tray page shows it on sale');

  const tokens = /** @type {[string, string]} */ (
    await memberTokens(server.base, { host: OTHER, count: 2, secret: SECRET })
  );
  const { stockId, deliveryId } = await orderTargets(server.base, demo, 'p-wood-tray');
  /**
   * @param {string} token
   * @returns {Promise<number>} the order's id
   */
  const place = async (token) => {
    const res = await request(
      'POST',
      OTHER,
      `/api-client/${demo}/ecommerceOrder`,
      orderBody(stockId, deliveryId),
      {
        authorization: `Bearer ${token}`,
      },
    );
    if (res.status !== 200) throw new Error(`the order answered ${res.status}: ${res.body}`);
    return JSON.parse(res.body).id;
  };
  /**
   * @param {string} token
   * @param {number} id
   */
  const cancel = async (token, id) => {
    const res = await request(
      'POST',
      OTHER,
      `/api-client/${demo}/ecommerceOrder/${id}/cancel`,
      {},
      {
        authorization: `Bearer ${token}`,
      },
    );
    if (res.status !== 200) throw new Error(`the cancel answered ${res.status}: ${res.body}`);
  };
  /** @param {string} when */
  const stillCached = async (when) => {
    for (const [what, url] of unrelated) {
      const again = await get(OTHER, url);
      check(again.cache === 'HIT', `${what} is still a front-cache HIT ${when} (${again.cache})`);
    }
  };

  // 2 → 1: no product flipped, nothing is forgotten.
  await place(tokens[0]);
  await stillCached('after an order that sold out nothing');
  const trayAfter = await get(OTHER, trayPage);
  check(trayAfter.cache === 'HIT', `the tray page too (${trayAfter.cache})`);

  // 1 → 0: the tray's page and the lists showing it, nothing else.
  const lastId = await place(tokens[1]);
  const orderedAt = Date.now();
  const soldOutMs = await until(async () => (await get(OTHER, trayPage)).body.includes(SOLD_OUT), orderedAt);
  check(
    soldOutMs !== null && soldOutMs <= WITHIN_MS,
    `the tray page shows ${SOLD_OUT} ${soldOutMs} ms after the order of its last unit`,
  );
  const soldMs = await until(async () => (await stockOf()) === 0, orderedAt);
  check(
    soldMs !== null && soldMs <= WITHIN_MS,
    `the catalog read shows the last unit sold after ${soldMs} ms`,
  );
  await stillCached('after the order of the last unit');

  // Given back by a cancel: on sale again at once.
  await cancel(tokens[1], lastId);
  const backAt = Date.now();
  const backMs = await until(async () => !(await get(OTHER, trayPage)).body.includes(SOLD_OUT), backAt);
  check(backMs !== null && backMs <= WITHIN_MS, `the tray is on sale again ${backMs} ms after the cancel`);

  // An order-and-cancel loop on the last unit: the shop's other pages stay cached throughout, and
  // the tray shows its final state (on sale) once the loop ends.
  for (let round = 0; round < LOOP_ROUNDS; round++) await cancel(tokens[1], await place(tokens[1]));
  const loopEndedAt = Date.now();
  await stillCached(`after ${LOOP_ROUNDS} rounds of order and cancel`);
  const finalMs = await until(async () => {
    const page = await get(OTHER, trayPage);
    return page.status === 200 && !page.body.includes(SOLD_OUT);
  }, loopEndedAt);
  check(finalMs !== null && finalMs <= WITHIN_MS, `after the loop the tray shows on sale (${finalMs} ms)`);
  check((await stockOf()) === 1, 'the catalog read shows its one unit');
} catch (caught) {
  const error = /** @type {Error} */ (caught);
  failures.push(error.message);
  console.error(`✗ ${error.stack ?? error}`);
} finally {
  await server.stop();
  fs.rmSync(path.join(root, DATA_DIR), { recursive: true, force: true });
}
if (failures.length) {
  console.error(`\n✗ ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('\n✓ operator changes reach the cached pages at once, and only the changed shop’s');

/**
 * As a browser on `host` would ask; a JSON body goes to the operator endpoints, with the secret.
 * @param {string} method
 * @param {string} host
 * @param {string} url
 * @param {unknown} [body]
 * @param {Record<string, string>} [headers]
 */
function request(method, host, url, body, headers = {}) {
  const secret = body === undefined ? {} : { 'x-operator-secret': SECRET };
  return requestAs({ port, method, host, path: url, body, headers: { ...secret, ...headers } });
}

/**
 * @param {string} host
 * @param {string} url
 */
function get(host, url) {
  return request('GET', host, url);
}

/**
 * An operator endpoint's answer: of the fields read here, `shopId` (shop) and `changedShops` (catalog).
 * @param {string} kind
 * @param {unknown} body
 * @returns {Promise<{ shopId?: number, changedShops?: number[] }>}
 */
async function operator(kind, body) {
  const res = await request('POST', 'localhost', `/api-auth/operator/${kind}`, body);
  if (res.status !== 200) throw new Error(`operator ${kind} answered ${res.status}: ${res.body}`);
  return JSON.parse(res.body);
}

/** @param {string} text */
function catalogBody(text) {
  const dir = path.join(path.dirname(CATALOG), 'pictures');
  /** @type {Record<string, string>} */
  const pictures = {};
  for (const file of fs.readdirSync(dir))
    pictures[`pictures/${file}`] = fs.readFileSync(path.join(dir, file)).toString('base64');
  return { host: TEA, fileName: 'tea-shop.json', text, pictures };
}
