// @ts-check
// A database outage, against the production server (`npm start`) on PostgreSQL reached through a TCP
// proxy in this script. Pages are visited, the proxy is cut (open connections reset, new ones
// refused) for a few seconds, then restored. While it is cut: pages already made still answer 200,
// a product page nobody visited answers 503 with Retry-After (not 404), another shop's first page is
// not a 404, the API answers 503 `unavailable` with Retry-After. Once it is back: those pages answer
// 200 within seconds, and no error answer was kept by a cache.
// On its own: `node scripts/reliability/outage.mjs` (the build in NEXT_DIST_DIR, default .next-e2e).
import http from 'node:http';
import net from 'node:net';
import {
  createSeededDatabase,
  getJson,
  PG_SERVER_URL,
  postgresReachable,
  startServer,
  until,
} from '../server.mjs';
import { distDir, harness, suitePort } from './harness.mjs';

/**
 * @typedef {import('../../lib/api/contract').ShopConfig} ShopConfig
 * @typedef {import('../../lib/api/contract').ProductSummary} ProductSummary
 */

const OUTAGE_MS = 4000;
const h = harness('database outage');

/**
 * A TCP proxy to PostgreSQL that can be cut (every connection reset, new ones refused) and restored.
 * @param {{ host: string, port: number }} target
 */
async function cuttableProxy(target) {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const [a, b] of /** @type {[net.Socket, net.Socket][]} */ ([
      [client, upstream],
      [upstream, client],
    ])) {
      sockets.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  return {
    port: /** @type {net.AddressInfo} */ (server.address()).port,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    /** @returns {Promise<void>} */
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A GET as a browser on `host` sends it: status, headers and text.
 * @param {number} port
 * @param {string} host
 * @param {string} path
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: string }>}
 */
function get(port, host, path) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, agent: false, headers: { host, accept: 'text/html' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          resolve({ status: /** @type {number} */ (res.statusCode), headers: res.headers, body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

await h.run(async () => {
  const reachable = await postgresReachable();
  if (!reachable.ok) throw new Error(`PostgreSQL is needed at ${PG_SERVER_URL}: ${reachable.reason}`);
  const pg = new URL(PG_SERVER_URL);
  const database = await createSeededDatabase(`sf_err_outage_${process.pid}`);
  h.onCleanup(() => database.drop());
  const proxy = await cuttableProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
  h.onCleanup(() => proxy.close());
  const url = new URL(database.url);
  url.host = `127.0.0.1:${proxy.port}`;
  const port = Number(process.env.OUTAGE_PORT) || (await suitePort());
  const server = await startServer({
    distDir,
    dataDir: '.data-outage',
    port,
    keepLog: true,
    env: { DATABASE_URL: url.toString() },
  });
  h.onCleanup(() => server.stop());
  h.keepLog('the server', server.log);
  // A connection the database drops must not end the process (lib/server/db/client.ts).
  let alive = true;
  void server.exited.then(() => (alive = false));

  const shopId = /** @type {ShopConfig} */ (
    await getJson(server.base, '/api-client/ecommerceConfig/allDomain/localhost')
  ).ShopId;
  /** @type {ProductSummary[]} */
  const products = await getJson(server.base, `/api-client/${shopId}/ecommerceProduct?limit=10`);
  const [seen, unseen] = [
    /** @type {ProductSummary} */ (products[0]).nanoId,
    /** @type {ProductSummary} */ (products.at(-1)).nanoId,
  ];
  const warm = ['/', `/product/${seen}`, '/productList/all'];
  for (const path of warm) {
    const answer = await get(port, 'localhost', path);
    h.check(answer.status === 200, `before: ${path} answers 200 (${answer.status})`);
  }

  h.log(`cutting the database for ${OUTAGE_MS / 1000} s`);
  proxy.cut();
  const cutAt = Date.now();
  for (const path of warm) {
    const answer = await get(port, 'localhost', path);
    h.check(answer.status === 200, `cut: ${path}, made before, still answers 200 (${answer.status})`);
  }
  const product = await get(port, 'localhost', `/product/${unseen}`);
  h.check(
    product.status === 503 && product.headers['retry-after'] === '5',
    `cut: an unvisited product page answers 503 with Retry-After: 5 (${product.status}, ${product.headers['retry-after']})`,
  );
  const other = await get(port, 'shop2.localhost', '/');
  h.check(other.status >= 500, `cut: another shop's first page is a 5xx, not a 404 (${other.status})`);
  const api = await get(port, 'localhost', `/api-client/${shopId}/ecommerceProduct/nanoId/${unseen}`);
  /** @type {{ code?: string }} */
  const body = JSON.parse(api.body || '{}');
  h.check(
    api.status === 503 && body.code === 'unavailable' && api.headers['retry-after'] === '5',
    `cut: the API answers 503 unavailable with Retry-After: 5 (${api.status} ${api.body})`,
  );
  h.check(
    Date.now() - cutAt < OUTAGE_MS + 6000,
    `cut: answers came within seconds (${Date.now() - cutAt} ms)`,
  );

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - cutAt))));
  proxy.restore();
  const back = Date.now();
  h.log('database back');
  const recovered = await until(
    async () => (await get(port, 'localhost', `/product/${unseen}`)).status === 200,
    back,
  );
  h.check(recovered !== null, `back: the unvisited product page answers 200 within 15 s (${recovered} ms)`);
  for (const [host, path] of /** @type {[string, string][]} */ ([
    ['shop2.localhost', '/'],
    ['localhost', `/product/${unseen}`],
    ['localhost', '/productList/all'],
  ])) {
    const answer = await get(port, host, path);
    h.check(answer.status === 200, `back: ${host}${path} answers 200, no error kept (${answer.status})`);
  }
  h.check(alive, 'the server kept running through the outage');
});
