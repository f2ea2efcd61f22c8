// @ts-check
// `npm run test:multiprocess`: the proof that several server processes behind a load balancer act
// as one shop. Two `npm start` processes of the production build share a fresh PostgreSQL database
// and Redis (Next's cache, lib/serving/sharedCache), behind a round-robin proxy made here that adds
// X-Forwarded-For as a load balancer does (the servers run with TRUST_PROXY_HOPS=1):
//
// - a price imported with the operator command writing to PostgreSQL (no server asked) is on both
//   processes' pages within 5 s, though both had the old page cached;
// - a domain added through one process is served by the other at once;
// - a product renamed in the console (/api-admin) through one process is on both processes' cached
//   pages of it within 2 s;
// - an order placed on one process that sells a product's last unit shows 已售罄 on both processes'
//   cached pages of it within 5 s, while another product's cached page stays cached on both; its
//   cancel on the other process puts it back on sale on both;
// - the per-address budget of one-time codes holds across both;
// - then `npm run test:concurrency` with the same Redis: 200 buyers for 5 units, exactly 5 orders.
//
// Env: NEXT_DIST_DIR (build to use, default .next-e2e, built if missing or outdated), PORT (the first
// of three ports in a row: the two servers and the balancer; default: free ones), PG_SERVER_URL
// (default postgres://postgres@127.0.0.1:5432; the database is created and dropped here),
// REDIS_URL (default redis://127.0.0.1:6379/5; that Redis database is emptied first and last).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
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
  requestAs,
  startServer,
  until,
} from './server.mjs';

/**
 * @typedef {import('../lib/api/contract').ShopConfig} ShopConfig
 * @typedef {import('../lib/api/contract').ProductSummary} ProductSummary
 */

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379/5';
const WITHIN_MS = 5_000;
const SOLD_OUT = '已售罄';
const firstPort = Number(process.env.PORT) || null;
const TEA = 'tea-multi.localhost';
const EXTRA = 'tea-multi-2.localhost';
const OTP_PER_ADDRESS = 20;
/** The tea shop's owner (`shop create --owner`), who signs in to its console. */
const OWNER = '0955000123';
/** A console save is on every process within this (issue: live on the storefront within 2 s). */
const CONSOLE_WITHIN_MS = 2_000;
const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
const started = Date.now();
/** @param {string} message */
const log = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

ensureInstalled();
const reachable = await postgresReachable();
if (!reachable.ok) {
  console.error(`✗ PostgreSQL is not reachable at ${PG_SERVER_URL} (${reachable.reason}).`);
  process.exit(1);
}
const { createClient } = await import('@redis/client');
const redis = createClient({ url: REDIS_URL });
try {
  await redis.connect();
} catch (error) {
  console.error(`✗ Redis is not reachable at ${REDIS_URL} (${/** @type {Error} */ (error).message}).`);
  process.exit(1);
}
ensureBuilt(distDir);

/** @type {import('./server.mjs').Server[]} */
const servers = [];
/** @type {string[]} */
const dataDirs = [];
/** @type {string[]} */
const workDirs = [];
/** @type {{ name: string, url: string, drop: () => Promise<void> } | null} */
let database = null;
/** @type {Awaited<ReturnType<typeof roundRobin>> | null} */
let proxy = null;
/** @type {Promise<void> | null} */
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of dataDirs) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
    for (const dir of workDirs) fs.rmSync(dir, { recursive: true, force: true });
    await redis.flushDb().catch(() => {});
    await redis.quit().catch(() => {});
    if (database)
      await database
        .drop()
        .catch((/** @type {Error} */ error) =>
          console.error(`✗ could not drop database ${database?.name}: ${error.message}`),
        );
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => cleanup().finally(() => process.exit(1)));

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
  // Only this Redis database: the servers' keys of an earlier run must not answer for this one.
  await redis.flushDb();
  const dbName = `storefront_multiprocess_${process.pid}`;
  log(`creating and seeding database ${dbName}…`);
  database = { name: dbName, ...(await createSeededDatabase(dbName)) };
  const secret = randomBytes(24).toString('base64url');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    OPERATOR_SECRET: secret,
    TRUST_PROXY_HOPS: '1',
    // The demo organisations have no SMS provider: in demo mode their codes go to the outbox, not a 503.
    STOREFRONT_DEMO_MODE: '1',
    // No proof of work (the challenge has its own tests): what is checked here is that both
    // processes count one address budget.
    OTP_CHALLENGE_AFTER: '1000000',
    // Long enough that only a purge can explain a new page within the check.
    FRONT_CACHE_SECONDS: '60',
  };
  /** @type {[number, number]} */
  const ports = firstPort ? [firstPort, firstPort + 1] : [await freePort(), await freePort()];
  log(`starting two servers (${distDir}) on ports ${ports.join(' and ')}…`);
  for (const [i, port] of ports.entries()) {
    const dataDir = `.data-multiprocess-${process.pid}-${i}`;
    dataDirs.push(dataDir);
    servers.push(await startServer({ distDir, dataDir, port, env }));
  }
  proxy = await roundRobin(ports);
  const { port: proxyPort } = proxy;
  /**
   * @param {string} method
   * @param {string} host
   * @param {string} url
   * @param {unknown} [body]
   * @param {http.OutgoingHttpHeaders} [headers]
   */
  const viaProxy = (method, host, url, body, headers) => request(proxyPort, method, host, url, body, headers);

  // A shop opened and filled by the operator command on PostgreSQL, as an operator does it.
  const catalogDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-multiprocess-'));
  workDirs.push(catalogDir);
  fs.cpSync(path.join(root, 'examples/catalog'), catalogDir, { recursive: true });
  const catalogFile = path.join(catalogDir, 'tea-shop.json');
  operatorCommand(
    database.url,
    ['shop', 'create', '--org', 'tea-multi', '--org-name', '山茶有限公司'].concat([
      '--name',
      '山茶小舖',
      '--domain',
      TEA,
      '--owner',
      OWNER,
    ]),
  );
  operatorCommand(database.url, ['catalog', 'import', '--host', TEA, '--file', catalogFile]);
  /** @type {ShopConfig} */
  const config = JSON.parse(
    (await viaProxy('GET', TEA, `/api-client/ecommerceConfig/allDomain/${TEA}`)).body,
  );
  const shopId = config.ShopId;
  // The product list's shape has changed over time: a bare array, or the rows under one of these keys.
  /** @type {ProductSummary[] | { data?: ProductSummary[], rows?: ProductSummary[], items?: ProductSummary[] }} */
  const list = JSON.parse(
    (await viaProxy('GET', TEA, `/api-client/${shopId}/ecommerceProduct?start=0&limit=50`)).body,
  );
  const rows = Array.isArray(list) ? list : (list.data ?? list.rows ?? list.items ?? []);
  const product = rows.find((p) => p.name === '凍頂烏龍茶');
  if (!product) throw new Error(`no 凍頂烏龍茶 among shop ${shopId}'s products`);
  const pagePath = `/product/${product.nanoId}`;

  // Both processes hold the old page in their front cache (and Next's, in Redis).
  for (const port of ports) {
    await request(port, 'GET', TEA, pagePath);
    const again = await request(port, 'GET', TEA, pagePath);
    check(
      again.cache === 'HIT' && !again.body.includes('7,654'),
      `process :${port} has the old page cached (${again.status} ${again.cache})`,
    );
  }

  const keys = (await redis.keys('storefront:*')).length;
  check(keys > 0, `Next's cache is in Redis (${keys} keys)`);

  fs.writeFileSync(
    catalogFile,
    fs
      .readFileSync(catalogFile, 'utf8')
      .replace('"price": 680,', '"price": 7654,')
      .replace('{ "values": ["75g", "罐裝"], "price": 680,', '{ "values": ["75g", "罐裝"], "price": 7654,'),
  );
  operatorCommand(database.url, ['catalog', 'import', '--host', TEA, '--file', catalogFile]);
  const changedAt = Date.now();
  for (const port of ports) {
    const ms = await until(
      async () => (await request(port, 'GET', TEA, pagePath)).body.includes('7,654'),
      changedAt,
    );
    check(ms !== null && ms <= WITHIN_MS, `process :${port} shows the new price ${ms} ms after the command`);
  }

  // The other process has looked the new domain up (unknown) before it is added on the first one.
  const [a, b] = ports;
  check((await request(b, 'GET', EXTRA, '/')).status === 404, `${EXTRA} is unknown to :${b}`);
  const added = await request(
    a,
    'POST',
    'localhost',
    '/api-auth/operator/domain',
    {
      host: TEA,
      action: 'add',
      domain: EXTRA,
    },
    { 'x-operator-secret': secret },
  );
  if (added.status !== 200) throw new Error(`adding ${EXTRA} answered ${added.status}: ${added.body}`);
  const addedAt = Date.now();
  const addMs = await until(
    async () => (await request(b, 'GET', EXTRA, pagePath)).body.includes('7,654'),
    addedAt,
  );
  check(addMs !== null && addMs <= WITHIN_MS, `:${b} serves ${EXTRA}, added on :${a}, after ${addMs} ms`);

  // The owner renames the product in the console through one process; both processes' cached
  // pages of it show the new name.
  const consoleToken = await consoleSignIn(a, TEA, shopId, OWNER);
  const asOwner = { authorization: `Bearer ${consoleToken}`, 'x-forwarded-for': '198.51.100.9' };
  /** @type {{ rows: { id: number, nanoId: string }[] }} */
  const found = JSON.parse(
    (
      await request(
        a,
        'GET',
        TEA,
        `/api-admin/${shopId}/products?q=${encodeURIComponent('凍頂烏龍茶')}`,
        undefined,
        asOwner,
      )
    ).body,
  );
  const row = found.rows.find((r) => r.nanoId === product.nanoId);
  if (!row) throw new Error('the console does not list 凍頂烏龍茶');
  /** @type {{ id: number, nanoId: string } & Record<string, unknown>} */
  const read = JSON.parse(
    (await request(a, 'GET', TEA, `/api-admin/${shopId}/products/${row.id}`, undefined, asOwner)).body,
  ).product;
  for (const port of ports) {
    await request(port, 'GET', TEA, pagePath);
    check((await request(port, 'GET', TEA, pagePath)).cache === 'HIT', `:${port} has the page cached again`);
  }
  const { id: _id, nanoId: _nanoId, ...form } = read;
  const renamed = '凍頂烏龍茶（冬茶）';
  const saved = await request(
    a,
    'PUT',
    TEA,
    `/api-admin/${shopId}/products/${row.id}`,
    { ...form, name: renamed },
    asOwner,
  );
  if (saved.status !== 200) throw new Error(`the console's save answered ${saved.status}: ${saved.body}`);
  const savedAt = Date.now();
  for (const port of ports) {
    const ms = await until(
      async () => (await request(port, 'GET', TEA, pagePath)).body.includes(renamed),
      savedAt,
    );
    check(
      ms !== null && ms <= CONSOLE_WITHIN_MS,
      `process :${port} shows the name saved in the console on :${a} after ${ms} ms`,
    );
  }

  // The last unit of a product sold through one process: both show it sold out, and keep the shop's
  // other pages cached; its cancel through the other puts it back on sale on both.
  operatorCommand(database.url, [
    'stock',
    'set',
    '--host',
    'localhost',
    '--product',
    'p-wood-tray',
    '--quantity',
    '1',
  ]);
  const trayPage = '/product/p-wood-tray';
  const otherPage = '/product/p-soy-candle';
  for (const port of ports)
    for (const url of [trayPage, otherPage]) {
      // The stock set's purge may still be landing: read until the page is kept.
      const ms = await until(async () => {
        await request(port, 'GET', 'localhost', url);
        return (await request(port, 'GET', 'localhost', url)).cache === 'HIT';
      }, Date.now());
      check(ms !== null, `process :${port} has ${url} cached (after ${ms} ms)`);
    }
  /** @type {number} */
  const demoId = JSON.parse(
    (await request(a, 'GET', 'localhost', '/api-client/ecommerceConfig/allDomain/localhost')).body,
  ).ShopId;
  const [token] = await memberTokens(`http://127.0.0.1:${a}`, { host: 'localhost', count: 1, secret });
  const { stockId, deliveryId } = await orderTargets(`http://127.0.0.1:${a}`, demoId, 'p-wood-tray');
  const bearer = { authorization: `Bearer ${token}` };
  const placed = await request(
    a,
    'POST',
    'localhost',
    `/api-client/${demoId}/ecommerceOrder`,
    orderBody(stockId, deliveryId),
    bearer,
  );
  if (placed.status !== 200) throw new Error(`the order answered ${placed.status}: ${placed.body}`);
  const orderedAt = Date.now();
  for (const port of ports) {
    const ms = await until(
      async () => (await request(port, 'GET', 'localhost', trayPage)).body.includes(SOLD_OUT),
      orderedAt,
    );
    check(
      ms !== null && ms <= WITHIN_MS,
      `process :${port} shows the tray ${SOLD_OUT} ${ms} ms after the order on :${a}`,
    );
    const other = await request(port, 'GET', 'localhost', otherPage);
    check(
      other.cache === 'HIT',
      `process :${port} still answers another product's page from its cache (${other.cache})`,
    );
  }
  const cancelled = await request(
    b,
    'POST',
    'localhost',
    `/api-client/${demoId}/ecommerceOrder/${/** @type {{ id: number }} */ (JSON.parse(placed.body)).id}/cancel`,
    {},
    bearer,
  );
  if (cancelled.status !== 200) throw new Error(`the cancel answered ${cancelled.status}: ${cancelled.body}`);
  const cancelledAt = Date.now();
  for (const port of ports) {
    const ms = await until(async () => {
      const page = await request(port, 'GET', 'localhost', trayPage);
      return page.status === 200 && !page.body.includes(SOLD_OUT);
    }, cancelledAt);
    check(
      ms !== null && ms <= WITHIN_MS,
      `process :${port} shows the tray on sale ${ms} ms after the cancel on :${b}`,
    );
  }

  // One client address asks for codes for new phones through the balancer: the budget is shared.
  /** @type {number[]} */
  const statuses = [];
  for (let i = 0; i < OTP_PER_ADDRESS + 4; i++) {
    const phone = `0966${String(i).padStart(6, '0')}`;
    const res = await viaProxy(
      'POST',
      'localhost',
      `/api-auth/${config.Shop.OrgId}/otp`,
      { phone, purpose: 'signup' },
      { 'x-forwarded-for': '203.0.113.7' },
    );
    statuses.push(res.status);
  }
  const sent = statuses.filter((s) => s === 200).length;
  const refused = statuses.filter((s) => s === 429).length;
  check(
    sent === OTP_PER_ADDRESS && refused === 4,
    `one address gets ${OTP_PER_ADDRESS} codes across both processes, then 429 (got ${sent} × 200, ${refused} × 429)`,
  );
  check(
    proxy.counts.every((n) => n > OTP_PER_ADDRESS / 2 - 1),
    `the balancer spread requests (${proxy.counts.join(' + ')})`,
  );
} catch (caught) {
  const error = /** @type {Error} */ (caught);
  failures.push(error.message);
  if (!cleaning) console.error(`✗ ${error.stack ?? error.message}`);
} finally {
  await cleanup();
}

if (!failures.length) {
  log('orders: npm run test:concurrency, with Redis…');
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/concurrency.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, REDIS_URL },
  });
  if (run.status !== 0) failures.push('test:concurrency failed');
  const cleanRedis = createClient({ url: REDIS_URL });
  await cleanRedis.connect();
  await cleanRedis.flushDb();
  await cleanRedis.quit();
}

log(failures.length ? `FAILED: ${failures.length} check(s)` : 'passed: two processes act as one shop');
process.exit(failures.length ? 1 : 0);

/**
 * Signs a staff member in to a shop's console on one process: a code from the demo outbox, then the code.
 * @param {number} port
 * @param {string} host
 * @param {number | null} shopId
 * @param {string} phone
 * @returns {Promise<string>}
 */
async function consoleSignIn(port, host, shopId, phone) {
  const from = { 'x-forwarded-for': '198.51.100.9' };
  const sent = await request(port, 'POST', host, `/api-admin/${shopId}/session/code`, { phone }, from);
  if (sent.status !== 200)
    throw new Error(`the console's code request answered ${sent.status}: ${sent.body}`);
  /** @type {{ text: string }[]} */
  const outbox = JSON.parse((await request(port, 'GET', host, `/api-auth/dev/outbox?phone=${phone}`)).body);
  const code = /驗證碼為 (\d{6})/.exec(outbox[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no console code for ${phone} in the outbox`);
  const signedIn = await request(port, 'POST', host, `/api-admin/${shopId}/session`, { phone, code }, from);
  if (signedIn.status !== 200)
    throw new Error(`the console's sign-in answered ${signedIn.status}: ${signedIn.body}`);
  return JSON.parse(signedIn.body).token;
}

/**
 * `npm run operator` against the database, as an operator runs it; its failure ends the test.
 * @param {string} databaseUrl
 * @param {string[]} args
 */
function operatorCommand(databaseUrl, args) {
  const result = spawnSync('npm', ['run', '--silent', 'operator', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`operator ${args.slice(0, 2).join(' ')} failed: ${result.stderr || result.stdout}`);
}

/**
 * A load balancer: each request to the next server in turn, with the client's address appended to
 * X-Forwarded-For (the servers trust one hop).
 * @param {number[]} targets
 */
async function roundRobin(targets) {
  const counts = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const i = next++ % targets.length;
    /** @type {number} */ (counts[i]) += 1;
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targets[i],
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = firstPort ? firstPort + 2 : await freePort();
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)));
  return { port, counts, close: () => server.close() };
}

/**
 * @param {number} port
 * @param {string} method
 * @param {string} host
 * @param {string} url
 * @param {unknown} [body]
 * @param {http.OutgoingHttpHeaders} [headers]
 */
function request(port, method, host, url, body, headers = {}) {
  return requestAs({ port, method, host, path: url, body, headers });
}
