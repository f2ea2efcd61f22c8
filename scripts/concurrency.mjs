// @ts-check
// `npm run test:concurrency`: the proof that orders cannot oversell when several server processes
// share one PostgreSQL. Two `next start` processes of the production build run on a fresh, seeded
// database; 20 members fire 200 orders at once, alternating between the processes, for a product
// with 5 left. Exactly 5 may succeed (200), every other answer must be "sold out" (409), and the
// database must agree: stock 0, exactly 5 orders holding that stock.
//
// Env: NEXT_DIST_DIR (build to use, default .next-e2e, built if missing or outdated),
// PG_SERVER_URL (default postgres://postgres@127.0.0.1:5432; the database is created and dropped here).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import {
  PG_SERVER_URL,
  createSeededDatabase,
  freePort,
  memberTokens,
  orderBody,
  orderTargets,
  postgresReachable,
  shopIdOf,
  startServer,
} from './server.mjs';

const STOCK = 5;
const MEMBERS = 20;
const REQUESTS = 200;
const PRODUCT = 'p-wood-tray';
const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
/** @param {string} message */
const log = (message) => console.log(`[${elapsed()}] ${message}`);

ensureInstalled();
// Checked before building, so a missing PostgreSQL fails in a second, not after a build.
const reachable = await postgresReachable();
if (!reachable.ok) {
  console.error(
    `✗ PostgreSQL is not reachable at ${PG_SERVER_URL} (${reachable.reason}).\n` +
      '  This test needs a PostgreSQL server shared by two processes; set PG_SERVER_URL to one.',
  );
  process.exit(1);
}
ensureBuilt(distDir);

// Everything made below is undone by cleanup(), on success, failure or Ctrl-C alike.
/** @typedef {import('./server.mjs').Server} Server */
/** @type {Server[]} */
const servers = [];
/** @type {string[]} */
const dataDirs = [];
/** @type {{ name: string, url: string, drop: () => Promise<void> } | null} */
let database = null;
/** @type {Promise<void> | null} */
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of dataDirs) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
    if (database) {
      await database
        .drop()
        .catch((/** @type {Error} */ error) =>
          console.error(`✗ could not drop database ${database?.name}: ${error.message}`),
        );
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and dropping the database…`);
    cleanup().finally(() => process.exit(1));
  });
}

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

try {
  const dbName = `storefront_concurrency_${process.pid}`;
  log(`creating and seeding database ${dbName}…`);
  database = { name: dbName, ...(await createSeededDatabase(dbName)) };

  // The operator secret lets this script make members through the servers; it lives only this run.
  const secret = randomBytes(24).toString('base64url');
  const env = { DATABASE_URL: database.url, OPERATOR_SECRET: secret };
  const ports = [await freePort(), await freePort()];
  log(`starting two servers (${distDir}) on ports ${ports.join(' and ')}…`);
  // Started one after the other so each is really up before the next one competes for the CPU.
  for (const [i, port] of ports.entries()) {
    const dataDir = `.data-concurrency-${process.pid}-${i}`;
    dataDirs.push(dataDir);
    servers.push(await startServer({ distDir, dataDir, port, env }));
  }
  const [a, b] = /** @type {[Server, Server]} */ (servers);
  if (a.pid === b.pid) throw new Error('both servers have the same process id');

  const shopId = await shopIdOf(a.base, 'localhost');
  const { stockId, deliveryId } = await orderTargets(a.base, shopId, PRODUCT);
  const tokens = await memberTokens(a.base, { host: 'localhost', count: MEMBERS, secret });
  log(`shop ${shopId}, stock ${stockId} of ${PRODUCT}, ${tokens.length} members`);

  const { default: pg } = await import('pg');
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  try {
    // The test's own database: setting the stock directly is the simplest honest start.
    await sql.query('UPDATE product_stocks SET stock = $1 WHERE id = $2', [STOCK, stockId]);
    const body = JSON.stringify(orderBody(stockId, deliveryId));
    /**
     * @param {Server} server
     * @param {string} apiPath
     * @param {string} token
     */
    const post = (server, apiPath, token) =>
      fetch(`${server.base}/api-client/${shopId}/ecommerceOrder/${apiPath}`, {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
        signal: AbortSignal.timeout(60_000),
      });

    // Pre-checks on both processes prove the body and the tokens are accepted (so the 409s below
    // mean "sold out", not a broken request). Sent MEMBERS at a time, they also fill each process's
    // database pool and warm its code, so neither process starts the race with a head start.
    await Promise.all(
      servers.flatMap((server) =>
        tokens.map(async (token) => {
          const res = await post(server, 'pre', token);
          if (res.status !== 200)
            throw new Error(`pre-check on ${server.base} answered ${res.status}: ${await res.text()}`);
        }),
      ),
    );

    log(`firing ${REQUESTS} concurrent orders for ${STOCK} units…`);
    const t0 = Date.now();
    // Request i goes to process i % 2 as member ⌊i/2⌋ % 20: every member orders through both processes.
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        try {
          const res = await post(
            /** @type {Server} */ (servers[i % 2]),
            '',
            /** @type {string} */ (tokens[Math.floor(i / 2) % MEMBERS]),
          );
          const text = await res.text();
          /** @type {{ id?: number, msg?: string } | null} */
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // Reported below with the raw text.
          }
          return { server: i % 2, status: res.status, json, text };
        } catch (error) {
          return { server: i % 2, status: 'error', json: null, text: /** @type {Error} */ (error).message };
        }
      }),
    );
    const ms = Date.now() - t0;

    /** @type {Map<number | string, number>} */
    const byStatus = new Map();
    for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    const ok = answers.filter((x) => x.status === 200);
    const soldOut = answers.filter((x) => x.status === 409);
    const other = answers.filter((x) => x.status !== 200 && x.status !== 409);
    const okIds = ok.map((x) => x.json?.id).filter((id) => id != null);
    const messages = [...new Set(soldOut.map((x) => x.json?.msg ?? x.text.slice(0, 80)))];

    console.log(
      `\n${REQUESTS} requests in ${ms} ms: ` +
        [...byStatus].map(([status, n]) => `${n} × ${status}`).join(', ') +
        `; successes per process: ${ok.filter((x) => x.server === 0).length} + ${ok.filter((x) => x.server === 1).length}`,
    );
    // A 409 from the conditional decrement means the request read stock left and still lost the
    // race at the write: the case that would oversell without it. Counted per process.
    /** @param {number} server */
    const lostAtWrite = (server) =>
      soldOut.filter((x) => x.server === server && /請調整數量/.test(x.json?.msg ?? '')).length;
    console.log(
      `409 after reading stock left (lost at the write): ${lostAtWrite(0)} + ${lostAtWrite(1)}; ` +
        `messages: ${messages.join(' | ')}`,
    );
    for (const x of other.slice(0, 5))
      console.log(`unexpected answer from process ${x.server}: ${x.status} ${x.text.slice(0, 200)}`);

    const [{ stock }] = /** @type {[{ stock: number }]} */ (
      (await sql.query('SELECT stock FROM product_stocks WHERE id = $1', [stockId])).rows
    );
    const [held] = /** @type {[{ orders: number, units: number, ids: (number | null)[] | null }]} */ (
      (
        await sql.query(
          `SELECT count(DISTINCT order_id)::int AS orders, coalesce(sum(quantity), 0)::int AS units,
                array_agg(DISTINCT order_id ORDER BY order_id) AS ids
           FROM order_items WHERE stock_id = $1`,
          [stockId],
        )
      ).rows
    );
    const dbIds = (held.ids ?? []).filter((id) => id != null).map(Number);

    console.log('');
    check(ok.length === STOCK, `exactly ${STOCK} answers 200 (got ${ok.length})`);
    check(
      soldOut.length === REQUESTS - STOCK,
      `every other answer 409 (got ${soldOut.length} × 409, ${other.length} other)`,
    );
    check(stock === 0, `stock in the database is 0 (got ${stock})`);
    check(held.orders === STOCK, `exactly ${STOCK} orders hold the stock (got ${held.orders})`);
    check(held.units === STOCK, `those orders hold ${STOCK} units (got ${held.units})`);
    check(
      okIds.length === dbIds.length && okIds.every((id) => dbIds.includes(Number(id))),
      `the orders answered 200 are the orders in the database (${okIds.join(', ')} vs ${dbIds.join(', ')})`,
    );
  } finally {
    await sql.end();
  }
} catch (caught) {
  const error = /** @type {Error} */ (caught);
  failures.push(error.message);
  // After Ctrl-C the requests fail because the servers are going away: not worth reporting.
  if (!cleaning) console.error(`✗ ${error.message}`);
} finally {
  await cleanup();
}

log(
  failures.length
    ? `FAILED: ${failures.length} check(s) did not hold`
    : `passed: no oversell with two processes on one PostgreSQL`,
);
process.exit(failures.length ? 1 : 0);
