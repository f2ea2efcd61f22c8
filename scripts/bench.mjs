// @ts-check
// `npm run bench`: requests/s and latency of server-rendered pages and an API read, beside a static
// file served by the same server in the same run; then checkout under load: the pre-check and order
// creation with 50 buyers at once, on the embedded database and (when reachable) on PostgreSQL.
// On PostgreSQL, pgbench then replays the statements our server sent for one real order (and for
// the two uncached reads) at the same concurrency on the same database, and the CPU per order of
// the server and of the database is read from /proc: the targets are ratios to that replay
// (docs/performance.md). Compare the ratios, not the absolute numbers: the machines are shared.
//
// Env: BENCH_SECONDS (per row, default 10), BENCH_CONNECTIONS (page and read rows, default 10; the
// buyer rows always use 50), BENCH_PORT (default 3200; the PostgreSQL server takes BENCH_PORT + 2),
// NEXT_DIST_DIR (build to measure, default .next-e2e: the test hooks it uses are only in a test build),
// PG_SERVER_URL (default postgres://postgres@127.0.0.1:5432).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { closedLoop } from './closedLoop.mjs';
import { replayScript } from '../lib/bench/replayScript.mjs';
import {
  databaseCpuMs,
  pgbenchAvailable,
  processTreeCpuMs,
  recordRequest,
  runReplay,
} from './pgbenchReplay.mjs';
import { ensureBuilt, ensureInstalled } from './lib.mjs';
import {
  PG_SERVER_URL,
  createSeededDatabase,
  getJson,
  liftOpenOrderLimit,
  memberTokens,
  orderBody,
  orderTargets,
  postgresReachable,
  setStockViaHook,
  shopIdOf,
  startServer,
} from './server.mjs';

// `--scale`: a demo shop's latency alone and beside many generated shops, and memory across hosts.
if (process.argv.includes('--scale')) await import('./bench-scale.mjs');

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Checkout rows: one member per connection, so no buyer waits on their own earlier order's lock. */
const BUYERS = 50;
/** Far more than a run can sell (the test hook's maximum), so order creation never meets a 409. */
const BENCH_STOCK = 1_000_000;
/**
 * Seconds before a checkout request counts as failed: well past any wait in a queue of 50 buyers, so
 * a failure is a real one (an error answer or a request stuck 30 s).
 */
const CHECKOUT_TIMEOUT = 30;
const PRODUCT = 'p-wood-tray';
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';

ensureInstalled();
ensureBuilt(distDir);

// Lets the script make members through the operator endpoint; it lives only for this run.
const secret = randomBytes(24).toString('base64url');
// The test hooks raise the bench product's stock and the open-order limit, and record statements for
// the replay; a production build has none. The intent worker is off: the rows measure the requests,
// and a recording must hold only the recorded request's statements.
const serverEnv = { STOREFRONT_TEST_HOOKS: '1', OPERATOR_SECRET: secret, INTENT_WORKER_SECONDS: '0' };

/**
 * @typedef {import('./server.mjs').Server} Server
 * @typedef {{
 *   target: string,
 *   conns: number | string | undefined,
 *   'req/s': number,
 *   'p50 ms': number,
 *   'p99 ms': number,
 *   failures: number,
 *   'vs static'?: string,
 * }} Row One line of the table.
 * @typedef {{ name: string, path: string, host: string, rate?: number, unique?: boolean, expect?: number }} Target
 */

// Whatever is running or created is undone on success, failure or Ctrl-C alike.
/** @type {Server | null} */
let current = null;
/** @type {Awaited<ReturnType<typeof createSeededDatabase>> | null} */
let database = null;
async function cleanup() {
  const server = current;
  current = null;
  await server?.stop();
  const db = database;
  database = null;
  await db
    ?.drop()
    .catch((/** @type {Error} */ error) =>
      console.error(`✗ could not drop the bench database: ${error.message}`),
    );
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanup().finally(() => process.exit(1)));
}

/**
 * Warm-up (2 s: caches, JIT, database pools), then the measured run, as one table row. `expect` is the
 * status every answer must have when it is not a 2xx (the 404 screen).
 * @param {string} name
 * @param {autocannon.Options} options
 * @param {number | null} [expect]
 * @returns {Promise<Row>}
 */
async function measure(name, options, expect = null) {
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: DURATION });
  // autocannon counts a timeout in `errors` as well as in `timeouts`: adding both counted it twice.
  const expected = expect ? (r.statusCodeStats?.[expect]?.count ?? 0) : 0;
  const failures = r.errors + r.non2xx - expected;
  if (failures) {
    const statuses = Object.entries(r.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2') && code !== String(expect))
      .map(([code, { count }]) => `${count} × ${code}`);
    console.warn(`  ${name}: ${[...statuses, `${r.errors} errors (${r.timeouts} timeouts)`].join(', ')}`);
  }
  return {
    target: name,
    conns: options.overallRate ? `${options.connections} @${options.overallRate}/s` : options.connections,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    failures,
  };
}

/**
 * The pre-check and order creation with BUYERS buyers, each a different member on a connection of
 * its own kept from the warm-up through the measured run (closedLoop.mjs says why not autocannon).
 * @param {Server} server
 * @param {string} label
 */
async function checkoutRows(server, label, replay = false) {
  const shopId = await shopIdOf(server.base, 'localhost');
  const { stockId, deliveryId } = await orderTargets(server.base, shopId, PRODUCT);
  await setStockViaHook(server.base, shopId, stockId, BENCH_STOCK);
  await liftOpenOrderLimit(server.base, shopId);
  const tokens = await memberTokens(server.base, { host: 'localhost', count: BUYERS, secret });
  const body = JSON.stringify(orderBody(stockId, deliveryId));
  /** @param {number} i */
  const headersOf = (i) => ({
    host: 'localhost',
    'content-type': 'application/json',
    authorization: `Bearer ${tokens[i]}`,
  });
  /**
   * @param {string} name
   * @param {string} apiPath
   * @returns {Promise<{ row: Row, cpu: { server: number, database: number } }>}
   */
  const row = async (name, apiPath) => {
    const before = {
      server: processTreeCpuMs(/** @type {number} */ (server.pid)),
      database: databaseCpuMs(),
    };
    const r = await closedLoop({
      url: `${server.base}/api-client/${shopId}/ecommerceOrder/${apiPath}`,
      body,
      headersOf,
      connections: BUYERS,
      seconds: DURATION,
      timeoutMs: CHECKOUT_TIMEOUT * 1000,
    });
    const cpu = {
      server: (processTreeCpuMs(/** @type {number} */ (server.pid)) - before.server) / r.total,
      database: (databaseCpuMs() - before.database) / r.total,
    };
    if (r.failures) console.warn(`  ${name}: ${r.failures} failures`);
    return {
      row: {
        target: name,
        conns: BUYERS,
        'req/s': r.perSecond,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        failures: r.failures,
      },
      cpu,
    };
  };
  // Each buyer's order as the database saw it, and buyer 0's once more (what changes per order).
  /** @type {import('../lib/bench/replayScript.mjs').Statement[][]} */
  const recorded = [];
  if (replay) {
    const order = (/** @type {number} */ i) => () =>
      fetch(`${server.base}/api-client/${shopId}/ecommerceOrder`, {
        method: 'POST',
        headers: headersOf(i),
        body,
      });
    for (let i = 0; i < BUYERS; i++) recorded.push(await recordRequest(server.base, shopId, order(i)));
    recorded.push(await recordRequest(server.base, shopId, order(0)));
  }
  const pre = await row(`pre-check (${BUYERS} buyers)${label}`, 'pre');
  const create = await row(`order creation (${BUYERS} buyers)${label}`, '');
  return { rows: [pre.row, create.row], create, recorded };
}

/** Browsers ask for compressed answers; so does every measured request. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' };

/**
 * Catalog reads at a free rate, then at a fixed 500 req/s for their latency under a steady load; and
 * the reads every request of which runs the handler and its query: a product by id (its stock must
 * be fresh, so nothing keeps it) and the list with a query string no two requests share (autocannon
 * replaces `[<id>]` with a new id each time), which the front cache cannot answer.
 * @param {number} shopId
 * @param {number} productId
 * @param {string} [label]
 * @returns {Target[]}
 */
function apiTargets(shopId, productId, label = '') {
  const list = `/api-client/${shopId}/ecommerceProduct?limit=20`;
  const nav = `/api-client/${shopId}/ecommerceNavConfig`;
  return [
    {
      name: `API product by id, uncached${label}`,
      path: `/api-client/${shopId}/ecommerceProduct/${productId}`,
      host: 'localhost',
    },
    {
      name: `API product list (20), uncached${label}`,
      path: `${list}&v=[<id>]`,
      host: 'localhost',
      unique: true,
    },
    { name: `API product list (20)${label}`, path: list, host: 'localhost' },
    { name: `API product list (20) @500/s${label}`, path: list, host: 'localhost', rate: 500 },
    { name: `API nav config @500/s${label}`, path: nav, host: 'localhost', rate: 500 },
  ];
}

/**
 * @param {Server} server
 * @param {Target} t
 */
function measureTarget(server, t) {
  return measure(
    t.name,
    {
      url: `${server.base}${t.path}`,
      headers: { host: t.host, ...BROWSER_HEADERS },
      connections: CONNECTIONS,
      ...(t.rate ? { overallRate: t.rate } : {}),
      ...(t.unique ? { idReplacement: true } : {}),
    },
    t.expect ?? null,
  );
}

/**
 * The bench product's id.
 * @param {string} base
 * @param {number} shopId
 * @returns {Promise<number>}
 */
async function productIdOf(base, shopId) {
  return /** @type {{ id: number }} */ (
    await getJson(base, `/api-client/${shopId}/ecommerceProduct/nanoId/${PRODUCT}`)
  ).id;
}

/** @type {Row[]} */
const rows = [];
/** @type {string[]} */
const notes = [];
/** @type {Record<string, string | number>[]} Ours beside pgbench's replay of the same statements. */
const replayRows = [];
/** @type {Record<string, string | number>[]} */
const cpuRows = [];
let exitCode = 0;
try {
  current = await startServer({ distDir, dataDir: '.data-bench', port: PORT, env: serverEnv });
  const shopId = await shopIdOf(current.base, 'localhost');
  /** @type {Target[]} */
  const targets = [
    { name: 'static file (baseline)', path: '/colorTheme/ohbot.css', host: 'localhost' },
    { name: 'home · localhost', path: '/', host: 'localhost' },
    { name: 'home · shop2.localhost', path: '/', host: 'shop2.localhost' },
    { name: 'product list page', path: '/productList/category/c-tops', host: 'localhost' },
    { name: 'product detail page', path: '/product/p-cotton-tee', host: 'localhost' },
    // What crawlers ask for: the robots file, and addresses that do not exist.
    { name: 'robots.txt', path: '/robots.txt', host: 'localhost' },
    { name: '404 screen', path: '/product/p-no-such-product', host: 'localhost', expect: 404 },
    ...apiTargets(shopId, await productIdOf(current.base, shopId)),
  ];
  for (const t of targets) rows.push(await measureTarget(current, t));
  rows.push(...(await checkoutRows(current, '')).rows);
  await cleanup();

  // The same checkout on PostgreSQL: a second server on a database of its own, dropped afterwards.
  const reachable = await postgresReachable();
  if (!reachable.ok) {
    notes.push(`PostgreSQL rows skipped: no server at ${PG_SERVER_URL} (${reachable.reason}).`);
  } else {
    database = await createSeededDatabase(`storefront_bench_${process.pid}`);
    current = await startServer({
      distDir,
      dataDir: '.data-bench-pg',
      port: PORT + 2,
      env: { ...serverEnv, DATABASE_URL: database.url },
    });
    const pgShopId = await shopIdOf(current.base, 'localhost');
    const pgProductId = await productIdOf(current.base, pgShopId);
    const pgTargets = apiTargets(pgShopId, pgProductId, ' · PostgreSQL');
    // Next's own floor for an API route: the API's JSON 404, which reads nothing.
    const floor = await measureTarget(current, {
      name: 'API route floor (JSON 404, no database)',
      path: '/api-test',
      host: 'localhost',
      expect: 404,
    });
    rows.push(floor);
    const pgRows = [];
    for (const t of pgTargets) pgRows.push(await measureTarget(current, t));
    rows.push(...pgRows);
    const withReplay = pgbenchAvailable();
    if (!withReplay)
      notes.push('pgbench replay skipped: no pgbench on this machine (Debian: postgresql-client).');
    const checkout = await checkoutRows(current, ' · PostgreSQL', withReplay);
    rows.push(...checkout.rows);
    if (withReplay) {
      const server = /** @type {Server} */ (current);
      /** @param {string} apiPath */
      const read = (apiPath) => () => fetch(`${server.base}${apiPath}`, { headers: { host: 'localhost' } });
      /** @typedef {import('../lib/bench/replayScript.mjs').Statement} Statement */
      // The two uncached reads (the first two PostgreSQL rows), one at a time: the recorder is the
      // process's.
      /** @type {{ name: string, ours: Row, clients: Statement[][], again: Statement[] }[]} */
      const replays = [];
      for (const [i, name] of ['product by id', 'list of 20'].entries()) {
        const target = /** @type {Target} */ (pgTargets[i]);
        const recorded = await recordRequest(
          server.base,
          pgShopId,
          read(target.path.replace('[<id>]', 'replay')),
        );
        const ours = /** @type {Row} */ (pgRows[i]);
        replays.push({ name, ours, clients: Array(CONNECTIONS).fill(recorded), again: recorded });
      }
      replays.push({
        name: `order creation (${BUYERS} buyers)`,
        ours: checkout.create.row,
        clients: checkout.recorded.slice(0, BUYERS),
        again: /** @type {Statement[]} */ (checkout.recorded.at(-1)),
      });
      // The server off (the database kept): pgbench and the database have the machine to themselves.
      current = null;
      await server.stop();
      const databaseUrl = /** @type {NonNullable<typeof database>} */ (database).url;
      for (const r of replays) {
        const script = replayScript(r.clients, r.again);
        const run = await runReplay(script, { databaseUrl, seconds: DURATION });
        const statements = r.again.length;
        replayRows.push({
          what: r.name,
          statements,
          'ours /s': r.ours['req/s'],
          'pgbench /s': run.perSecond,
          'ratio /s': Number((r.ours['req/s'] / Math.max(run.perSecond, 1)).toFixed(2)),
          'ours p99': r.ours['p99 ms'],
          'pgbench p99': run.p99,
          'ratio p99': Number((r.ours['p99 ms'] / Math.max(run.p99, 1)).toFixed(2)),
          'pgbench failures': run.failures,
          'floor ÷ pgbench': Number((floor['req/s'] / Math.max(run.perSecond, 1)).toFixed(2)),
        });
        if (r.name.startsWith('order')) {
          const ours = checkout.create.cpu;
          cpuRows.push({
            what: 'CPU ms per order',
            server: Number(ours.server.toFixed(2)),
            database: Number(ours.database.toFixed(2)),
            'server + database': Number((ours.server + ours.database).toFixed(2)),
            'pgbench replay (database)': Number(run.databaseCpuMs.toFixed(2)),
            ratio: Number(((ours.server + ours.database) / Math.max(run.databaseCpuMs, 0.01)).toFixed(2)),
          });
        }
      }
    }
  }
} catch (error) {
  console.error(`✗ ${/** @type {Error} */ (error).message}`);
  exitCode = 1;
} finally {
  await cleanup();
}

if (rows.length) {
  const baseline = /** @type {Row} */ (rows[0])['req/s'] || 1;
  for (const row of rows) row['vs static'] = `${((row['req/s'] / baseline) * 100).toFixed(1)}%`;
  console.log(
    `\n${DURATION}s per target; pages and reads ${CONNECTIONS} connections, checkout ${BUYERS} buyers ` +
      `(one member each); one server process at a time, embedded PGlite unless marked PostgreSQL\n`,
  );
  console.table(rows);
}
if (replayRows.length) {
  console.log(
    '\nPostgreSQL: ours beside pgbench replaying the statements of one recorded request, same ' +
      'database and concurrency (targets: orders/s ≥ 0.5× and p99 ≤ 3× the replay; reads ≥ 0.5×); ' +
      "'floor ÷ pgbench': the best ratio any API route of this server could reach here\n",
  );
  console.table(replayRows);
  console.log("\nCPU per order, read from /proc (target: server + database ≤ 2× the replay's database)\n");
  console.table(cpuRows);
  for (const r of replayRows) {
    const order = String(r.what).startsWith('order');
    const met = Number(r['ratio /s']) >= 0.5 && (!order || Number(r['ratio p99']) <= 3);
    console.log(
      `${met ? '✓' : '✗'} ${r.what}: ${r['ratio /s']}× the replay's rate${order ? `, p99 ${r['ratio p99']}×` : ''}`,
    );
  }
  for (const c of cpuRows)
    console.log(`${Number(c.ratio) <= 2 ? '✓' : '✗'} CPU per order: ${c.ratio}× the replay's database alone`);
}
for (const note of notes) console.log(note);
const failedCreates = rows.filter((r) => r.target.startsWith('order creation') && r.failures > 0);
for (const row of failedCreates) console.error(`✗ ${row.target}: ${row.failures} failures (must be 0)`);
process.exit(failedCreates.length ? 1 : exitCode);
