// @ts-check
// `npm run test:fuzz`: a few thousand bad requests over every route of the shop API (read from
// app/api-*), against the production server (`scripts/start.mjs`) on a fresh embedded database (and
// on PostgreSQL with FUZZ_DATABASES=pglite,postgres).
// First a sweep: every query key, path parameter, body field and form field of every route, one at a
// time, with a NUL, an out-of-range number or 5,000 characters, in an otherwise valid request. Then
// FUZZ_PER_ROUTE generated cases per route: wrong types, extreme and negative numbers, long ids, SQL
// injection, invalid, huge and deeply nested JSON, wrong methods and content types, missing, forged
// and other members' tokens, paths cut between routes, odd headers.
// Every answer must be below 500 and within 2 s; every error a JSON `{ msg, code }` (HEAD answers carry no
// body; the sandbox gateway and store map are pages, whose errors are HTML; a path whose `..` leads
// out of the API is a page, of which only the status counts).
//
// Env: FUZZ_DATABASES (default pglite), FUZZ_SEED (default 20261123; printed, so a failure can be replayed), FUZZ_PER_ROUTE (default
// 30), FUZZ_ONLY (replay only the cases whose id contains this text, e.g.
// "/api-client/[shopId]/ecommerceOrder#17"), FUZZ_CONCURRENCY (default 2), NEXT_DIST_DIR (default
// .next-e2e, built if missing or outdated).
import { ensureBuilt, ensureInstalled } from './lib.mjs';
import { closeConnections, jsonClient, jsonOf, send } from './reliability/client.mjs';
import { fuzzCases, sweepCases } from './reliability/fuzzCases.mjs';
import {
  chosenDatabases,
  distDir,
  freshTarget,
  harness,
  pool,
  requirePostgres,
  startApp,
  suitePort,
  table,
} from './reliability/harness.mjs';
import { apiRoutes, fillPath } from './reliability/routes.mjs';
import { orderBody, orderTargets, phoneNumber, shopOf, signUp, staffToken } from './reliability/shoppers.mjs';

/**
 * @typedef {import('./reliability/fuzzCases.mjs').FuzzCase} FuzzCase
 * @typedef {import('./reliability/fuzzCases.mjs').FuzzContext} FuzzContext
 * @typedef {import('./reliability/shoppers.mjs').StockTarget} StockTarget
 * @typedef {import('../lib/api/contract').Order} Order
 * @typedef {import('./reliability/client.mjs').Answer & { error?: string }} FuzzAnswer An answer, or
 *   `error` when there was none.
 */

const SEED = process.env.FUZZ_SEED || '20261123';
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE || 30);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY || 2);
const SLOW_MS = 2000;

const h = harness('fuzz');
const databases = chosenDatabases('FUZZ_DATABASES', 'pglite');
ensureInstalled();
await requirePostgres(databases);
ensureBuilt(distDir);

/**
 * Real members, orders, a payment attempt and a store-map session: the valid ids the cases start from.
 * @param {string} base
 * @param {string} operatorSecret
 * @returns {Promise<FuzzContext>}
 */
async function fuzzContext(base, operatorSecret) {
  const shop = await shopOf(base, 'localhost');
  const otherShop = await shopOf(base, 'shop2.localhost');
  const [x, y] = [
    await signUp(base, shop, phoneNumber('70', 1), '10.70.0.1'),
    await signUp(base, shop, phoneNumber('70', 2), '10.70.0.2'),
  ];
  const z = await signUp(base, otherShop, phoneNumber('70', 3), '10.70.0.3');
  // Sign-out routes end the token they are sent: one of its own, so the others stay valid.
  const leaving = await signUp(base, shop, phoneNumber('70', 4), '10.70.0.4');
  // Two console sessions of the shop's staff: one for the console's routes, one for its sign-out.
  const staff = await staffToken(base, shop, phoneNumber('70', 5), '10.70.0.5', operatorSecret);
  const staffLeaving = await staffToken(base, shop, phoneNumber('70', 6), '10.70.0.6', operatorSecret);
  const { deliveryId, stocks } = await orderTargets(base, shop);
  const stock = /** @type {StockTarget} */ (stocks.find((s) => s.stock >= 20) ?? stocks[0]);
  const call = jsonClient(base, shop.host);
  const api = `/api-client/${shop.shopId}`;
  /** @type {Order[]} */
  const orders = [];
  for (const paymentType of ['COD', 'atm', 'newebpay']) {
    const made = await call(
      'POST',
      `${api}/ecommerceOrder/`,
      orderBody([{ id: stock.stockId, quantity: 1 }], deliveryId, paymentType),
      x.memberToken,
    );
    if (made.status !== 200)
      throw new Error(`setting up: a ${paymentType} order answered ${made.status}: ${made.text}`);
    orders.push(/** @type {Order} */ (made.body));
  }
  const online = /** @type {Order} */ (orders[2]);
  const started = await call(
    'POST',
    `${api}/ecommerceOrder/${online.id}/paymentInfo`,
    {
      clientBackURL: `http://localhost/order/check/${online.id}`,
      clientCompleteURL: `http://localhost/order/complete/${online.id}`,
    },
    x.memberToken,
  );
  if (started.status !== 200)
    throw new Error(`setting up: paymentInfo answered ${started.status}: ${started.text}`);
  const deliveries = /** @type {import('../lib/api/contract').Delivery[]} */ (
    (await call('GET', `${api}/ecommerceDelivery`)).body
  );
  const cvs = deliveries.find((d) => d.type === 'cvs' && d.enable);
  /** @param {string} list */
  const first = async (list) =>
    /** @type {{ nanoId: string }[] | undefined} */ ((await call('GET', `${api}/${list}?limit=1`)).body)?.[0]
      ?.nanoId ?? 'none';
  return {
    shop,
    otherShop,
    tokens: {
      member: x.memberToken,
      user: x.userToken,
      otherMember: y.memberToken,
      otherShopMember: z.memberToken,
      leaving: leaving.memberToken,
      staff,
      staffLeaving,
    },
    phone: x.phone,
    operatorSecret,
    ids: {
      orderId: /** @type {Order} */ (orders[0]).id,
      orderIds: orders.map((o) => o.id),
      tradeNo: `${online.orderNo}P1`,
      stockId: stock.stockId,
      productId: stock.productId,
      productNanoId: stock.nanoId,
      deliveryId,
      cvsDeliveryId: cvs?.id ?? deliveryId,
      categoryNanoId: await first('ecommerceCategory'),
      groupNanoId: await first('ecommerceCategoryGroup'),
      activityNanoId: await first('ecommerceActivity'),
    },
  };
}

/**
 * The sandbox gateway, store map, logistics label, a parcel's label address and LINE's authorization
 * screen are pages a browser is sent to: their errors are HTML pages, not JSON.
 */
const BROWSER_PAGES =
  /^\/api-client\/(sandboxGateway|sandboxStoreMap|sandboxLogistics\/\[\.\.\.path\]|lineSandbox\/authorize|\[shopId\]\/ecommerceLogistics\/label)(\/|$)/;
/**
 * The LINE sandbox's token and verify endpoints answer the protocol's errors as LINE does
 * (`{error, error_description}`); what the app refuses before them (a body too large) has its `msg`.
 */
const OAUTH_ERRORS = /^\/api-client\/lineSandbox\/(token|verify)$/;

/**
 * Where the path really leads once `%2e%2e` segments are resolved: maybe out of the API, to a page.
 * @param {string} path
 */
const leavesApi = (path) =>
  !/^\/api-(client|auth|admin|test)\//.test(
    new URL(/** @type {string} */ (path.split('?')[0]).replace(/%2e/gi, '.'), 'http://x').pathname,
  );

/**
 * What is wrong with an answer, if anything.
 * @param {FuzzCase} c
 * @param {FuzzAnswer} answer
 */
function problemsOf(c, answer) {
  if (answer.error) return [`no answer (${answer.error})`];
  /** @type {string[]} */
  const problems = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  // A path that resolves out of the API is a page (the storefront's 404): only its status counts.
  if (leavesApi(c.path)) return problems;
  if (answer.ms > SLOW_MS) problems.push(`took ${Math.round(answer.ms)} ms`);
  if (answer.status >= 400 && c.method !== 'HEAD') {
    const type = String(answer.headers['content-type'] ?? '');
    // Of any shape, or none: only its `msg`, `code` and `error` fields are read.
    const body = /** @type {Record<string, unknown> | undefined} */ (jsonOf(answer));
    const page = BROWSER_PAGES.test(c.route) && type.startsWith('text/html') && answer.text.length > 0;
    if (page) return problems;
    /** @param {string} field */
    const said = (field) => typeof body?.[field] === 'string' && body[field].trim() !== '';
    if (!type.includes('application/json')) problems.push(`error answer is ${type || 'untyped'}, not JSON`);
    else if (!said('msg') && !(OAUTH_ERRORS.test(c.route) && said('error')))
      problems.push('error answer has no string msg');
    else if (said('msg') && !said('code')) problems.push('error answer has no code');
  }
  return problems;
}

/**
 * @param {string} text
 * @param {number} [n]
 */
const short = (text, n = 160) => (text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);

/**
 * One fuzzing run against a fresh database of that kind.
 * @param {string} kind
 */
async function fuzz(kind) {
  const target = await freshTarget(h, kind, 'fuzz');
  const port = await suitePort();
  h.log(`${target.label}: starting the server (${distDir}) on port ${port}…`);
  const server = await startApp(h, target, { port, env: { STOREFRONT_TEST_HOOKS: '1' } });
  const context = await fuzzContext(server.base, target.operatorSecret);
  const routes = apiRoutes();
  let cases = [
    ...sweepCases(routes, context),
    ...fuzzCases(routes, context, { seed: SEED, perRoute: PER_ROUTE }),
  ];
  if (process.env.FUZZ_ONLY)
    cases = cases.filter((c) => c.id.includes(/** @type {string} */ (process.env.FUZZ_ONLY)));
  // Each route's code is loaded on its first request; that one-time cost is not what is measured.
  await pool(routes, CONCURRENCY, (route) =>
    send(server.base, { method: route.methods[0] ?? 'GET', path: fillPath(route, () => '1') }).catch(
      () => null,
    ),
  );
  h.log(
    `${target.label}: ${routes.length} routes, ${cases.length} cases, seed ${SEED}, ${CONCURRENCY} at a time`,
  );

  const t0 = Date.now();
  /** @type {FuzzAnswer[]} */
  const answers = await pool(cases, CONCURRENCY, async (c) => {
    try {
      return await send(server.base, {
        method: c.method,
        path: c.path,
        host: c.host,
        headers: c.headers,
        body: c.body,
      });
    } catch (error) {
      return { error: /** @type {Error} */ (error).message, status: 0, ms: 0, headers: {}, text: '' };
    }
  });
  const seconds = (Date.now() - t0) / 1000;

  const results = cases.map((c, i) => {
    const a = /** @type {FuzzAnswer} */ (answers[i]);
    return { c, a, problems: problemsOf(c, a) };
  });
  /**
   * @param {number} from
   * @param {number} to
   */
  const byClass = (from, to) => results.filter((r) => r.a.status >= from && r.a.status < to).length;
  const slowest = results.filter((r) => !leavesApi(r.c.path)).reduce((a, b) => (b.a.ms > a.a.ms ? b : a));
  const failed = results.filter((r) => r.problems.length);
  const alive = await send(server.base, { path: '/api-client/ecommerceConfig/allDomain/localhost' }).catch(
    () => null,
  );

  console.log(
    `\n${target.label}: fuzzed ${cases.length} requests over ${routes.length} routes in ${seconds.toFixed(1)} s (seed ${SEED}):\n`,
  );
  console.log(
    table(
      ['requests', '2xx', '3xx', '4xx', '5xx', 'no answer', 'slowest'],
      [
        [
          cases.length,
          byClass(200, 300),
          byClass(300, 400),
          byClass(400, 500),
          byClass(500, 600),
          results.filter((r) => r.a.error).length,
          `${Math.round(slowest.a.ms)} ms (${slowest.c.id})`,
        ],
      ],
    ),
  );
  const kinds = [...new Set(cases.map((c) => c.kind))];
  console.log(
    '\n' +
      table(
        ['kind', 'requests', '4xx', '5xx', 'failed', 'slowest API answer (ms)'],
        kinds.map((kind) => {
          const of = results.filter((r) => r.c.kind === kind);
          return [
            kind,
            of.length,
            of.filter((r) => r.a.status >= 400 && r.a.status < 500).length,
            of.filter((r) => r.a.status >= 500).length,
            of.filter((r) => r.problems.length).length,
            Math.round(Math.max(0, ...of.filter((r) => !leavesApi(r.c.path)).map((r) => r.a.ms))),
          ];
        }),
      ),
  );
  // Failures grouped by what went wrong, a few cases each: one cause usually fails many routes.
  /** @type {Map<string, typeof results>} */
  const groups = new Map();
  for (const r of failed) {
    const key = `${r.problems.join('; ').replace(/\d+ ms/, 'too long')} (status ${r.a.status})`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const [problem, list] of groups) {
    console.log(`\n✗ ${list.length} × ${problem}`);
    for (const r of list.slice(0, 4)) {
      const host = r.c.host === 'localhost' ? '' : `  host: ${short(r.c.host, 40)}`;
      console.log(`  ${r.c.id} [${r.c.kind}] ${r.c.method} ${short(r.c.path, 120)}${host}`);
      if (r.c.body !== undefined) console.log(`    body: ${short(JSON.stringify(String(r.c.body)), 120)}`);
      if (r.a.text || r.a.error) console.log(`    answer: ${short(r.a.error ?? r.a.text, 120)}`);
    }
  }
  if (failed.length)
    console.log(
      `\nReplay one: FUZZ_SEED=${SEED} FUZZ_ONLY='${/** @type {(typeof failed)[number]} */ (failed[0]).c.id}' npm run test:fuzz`,
    );
  console.log('');
  h.check(
    results.every((r) => !(r.a.status >= 500)),
    `${target.label}: no 5xx (got ${byClass(500, 600)})`,
  );
  h.check(
    results.every((r) => !r.a.error),
    `${target.label}: every request answered (${results.filter((r) => r.a.error).length} did not)`,
  );
  h.check(
    failed.every((r) => !r.problems.some((p) => /JSON|msg|code/.test(p))),
    `${target.label}: every error answer is JSON with a string msg and code`,
  );
  h.check(
    slowest.a.ms <= SLOW_MS,
    `${target.label}: none slower than ${SLOW_MS} ms (slowest ${Math.round(slowest.a.ms)} ms)`,
  );
  h.check(alive?.status === 200, `${target.label}: the server still answers afterwards`);
  await server.stop();
  figures.push([
    target.label,
    cases.length,
    byClass(500, 600),
    failed.length,
    `${Math.round(slowest.a.ms)} ms`,
    `${seconds.toFixed(0)} s`,
  ]);
}

/** @type {(string | number)[][]} */
const figures = [];
h.run(async () => {
  for (const kind of databases) await fuzz(kind);
  if (figures.length > 1)
    console.log(table(['database', 'requests', '5xx', 'failed', 'slowest', 'took'], figures));
  closeConnections();
});
