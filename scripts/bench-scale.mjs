// @ts-check
// `npm run bench -- --scale [--shops 1000] [--products 50] [--passes 2]`: does a demo shop get slower when many
// other shops share its deployment? On a fresh PostgreSQL database (created and dropped here), the
// same build serves first the demo shops alone, then the demo shops beside the generated ones
// (`npm run seed -- --shops …`), and the demo host's pages and catalog read are measured both times.
// Then every generated host is visited (home and a product page), `--passes` times over (default 2),
// and the server's memory is read before and after each pass: the caches that grow with the number
// of hosts must stay bounded, so a later pass, which adds no new host, must not add memory either.
//
// Env: BENCH_SECONDS (per row, default 10), BENCH_CONNECTIONS (cached rows, default 10; uncached rows
// use 4: a render takes a core), BENCH_PORT (default 3700), NEXT_DIST_DIR (default .next),
// PG_SERVER_URL (default postgres://postgres@127.0.0.1:5432).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { PG_SERVER_URL, createSeededDatabase, postgresReachable, shopIdOf, startServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    scale: { type: 'boolean' },
    shops: { type: 'string', default: '1000' },
    products: { type: 'string', default: '50' },
    passes: { type: 'string', default: '2' },
  },
});
const SHOPS = Number(values.shops);
const PRODUCTS = Number(values.products);
const PASSES = Math.max(1, Number(values.passes) || 2);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const UNCACHED_CONNECTIONS = 4;
/** Hosts visited at once in the memory pass: a few tabs' worth, not a load test. */
const VISITORS = 4;
const PORT = Number(process.env.BENCH_PORT ?? 3700);
const distDir = process.env.NEXT_DIST_DIR || '.next';
const DEMO_HOST = 'localhost';
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' };

ensureInstalled();
ensureBuilt(distDir);

/**
 * Next renders a page afresh, skipping its own page cache, for a request in draft mode: the cookie
 * carries the build's preview id. With the front cache off too, such a request runs the renderer and
 * its queries every time — the cost an expired page has, which the cached rows never show.
 */
const previewId = /** @type {{ preview: { previewModeId: string } }} */ (
  JSON.parse(fs.readFileSync(path.join(root, distDir, 'prerender-manifest.json'), 'utf8'))
).preview.previewModeId;
const DRAFT = { cookie: `__prerender_bypass=${previewId}` };

/**
 * @typedef {import('./server.mjs').Server} Server
 * @typedef {{ name: string, path: string }} Target
 * @typedef {{ p50: number, p99: number, rps: number, failures: number }} Measured
 */

/** @type {Server | null} */
let current = null;
/** The server phase() left running. */
const running = () => /** @type {Server} */ (current);
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
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => cleanup().finally(() => process.exit(1)));

/**
 * @param {number} shopId
 * @returns {Target[]}
 */
function targets(shopId) {
  return [
    { name: 'home', path: '/' },
    { name: 'product list page', path: '/productList/category/c-tops' },
    { name: 'product page', path: '/product/p-cotton-tee' },
    { name: 'catalog API (product list, 20)', path: `/api-client/${shopId}/ecommerceProduct?limit=20` },
  ];
}

/**
 * @param {string} base
 * @param {Target} target
 * @param {{ uncached: boolean }} mode
 * @returns {Promise<Measured>}
 */
async function measure(base, target, { uncached }) {
  const options = {
    url: `${base}${target.path}`,
    headers: {
      host: DEMO_HOST,
      ...BROWSER_HEADERS,
      ...(uncached && !target.path.startsWith('/api') ? DRAFT : {}),
    },
    connections: uncached ? UNCACHED_CONNECTIONS : CONNECTIONS,
  };
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: DURATION });
  const failures = r.errors + r.non2xx;
  if (failures) console.warn(`  ${target.name}: ${failures} failed requests`);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), failures };
}

/**
 * One server per mode, started afresh so both phases begin alike: `uncached` with the front cache off
 * and every page request in draft mode, then `cached` as deployed (front cache on), which is left
 * running for the caller.
 * @param {string} label
 */
async function phase(label) {
  /** @type {Record<string, Measured>} */
  const results = {};
  for (const mode of ['uncached', 'cached']) {
    const uncached = mode === 'uncached';
    current = await startServer({
      distDir,
      dataDir: '.data-scale-bench',
      port: PORT,
      env: {
        DATABASE_URL: /** @type {NonNullable<typeof database>} */ (database).url,
        ...(uncached ? { FRONT_CACHE_SECONDS: '0' } : {}),
        // The memory pass reads the server's stats endpoint, which collects the heap first.
        STOREFRONT_TEST_HOOKS: '1',
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' '),
      },
    });
    const shopId = await shopIdOf(current.base, DEMO_HOST);
    for (const target of targets(shopId)) {
      results[`${target.name} · ${mode}`] = await measure(current.base, target, { uncached });
      console.log(
        `  ${label} · ${target.name} · ${mode}: p50 ${/** @type {Measured} */ (results[`${target.name} · ${mode}`]).p50} ms`,
      );
    }
    if (uncached) {
      await current.stop();
      current = null;
    }
  }
  return results;
}

/**
 * Resident memory of the server process and any it started, in MB.
 * @param {number | undefined} pid
 */
function rssMb(pid) {
  let kb = 0;
  /** @param {number | string | undefined} p */
  const visit = (p) => {
    const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    for (const task of fs.readdirSync(`/proc/${p}/task`)) {
      const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(child);
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/**
 * The server's memory after a full collection (its test-only stats endpoint): resident set, V8 heap
 * in use, and what its two caches hold, in MB.
 * @param {string} base
 * @param {number | undefined} pid
 */
async function memory(base, pid) {
  /**
   * @type {{
   *   heapUsed: number,
   *   arrayBuffers: number,
   *   pageCache: { entries: number, bytes: number, maxBytes: number },
   *   frontCache: { entries: number, bytes: number },
   * }}
   */
  const stats = await (await fetch(`${base}/api-test/cache-stats`)).json();
  /** @param {number} bytes */
  const mb = (bytes) => Math.round(bytes / 1024 / 1024);
  return {
    rss: rssMb(pid),
    heap: mb(stats.heapUsed),
    buffers: mb(stats.arrayBuffers),
    pageCache: `${stats.pageCache.entries} entries, ${mb(stats.pageCache.bytes)} of ${mb(stats.pageCache.maxBytes)} MB`,
    frontCache: `${stats.frontCache.entries} entries, ${mb(stats.frontCache.bytes)} MB`,
  };
}

/**
 * The status of a GET, read to the end. Node's fetch would not send our Host header.
 * @param {string} url
 * @param {string} host
 * @returns {Promise<number>}
 */
function get(url, host) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { host, ...BROWSER_HEADERS } }, (res) => {
      res.resume();
      res.once('end', () => resolve(/** @type {number} */ (res.statusCode)));
    });
    req.once('error', reject);
  });
}

/**
 * Home and the first product page of every generated host, VISITORS at a time.
 * @param {string} base
 */
async function visitAll(base) {
  let next = 1;
  let failed = 0;
  const worker = async () => {
    for (let n = next++; n <= SHOPS; n = next++) {
      for (const page of ['/', '/product/p-1']) {
        if ((await get(`${base}${page}`, `shop-${n}.localhost`)) !== 200) failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: VISITORS }, worker));
  return failed;
}

let exitCode = 0;
try {
  const reachable = await postgresReachable();
  if (!reachable.ok) throw new Error(`no PostgreSQL at ${PG_SERVER_URL} (${reachable.reason})`);
  database = await createSeededDatabase(`storefront_scale_${process.pid}`);

  console.log('Demo shops alone:');
  const alone = await phase('demo only');
  await running().stop();
  current = null;

  console.log(`Generating ${SHOPS} shops × ${PRODUCTS} products beside them (npm run seed -- --shops …):`);
  const seed = spawnSync(
    'npm',
    ['run', '--silent', 'seed', '--', '--shops', String(SHOPS), '--products', String(PRODUCTS)],
    { cwd: root, env: { ...process.env, DATABASE_URL: database.url }, stdio: 'inherit' },
  );
  if (seed.status !== 0) throw new Error(`seeding the generated shops failed (exit ${seed.status})`);

  console.log(`Demo shops beside ${SHOPS} generated shops:`);
  const crowded = await phase(`${SHOPS} shops`);
  const server = running();

  /** @type {Record<string, Awaited<ReturnType<typeof memory>>>} */
  const memoryRows = { 'before the visits': await memory(server.base, server.pid) };
  const started = performance.now();
  let failed = 0;
  for (let pass = 1; pass <= PASSES; pass++) {
    failed += await visitAll(server.base);
    memoryRows[`after pass ${pass}`] = await memory(server.base, server.pid);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);

  const rows = Object.keys(alone).map((key) => {
    const a = /** @type {Measured} */ (alone[key]);
    const b = /** @type {Measured} */ (crowded[key]);
    return {
      target: key,
      'demo only p50/p99 ms': `${a.p50} / ${a.p99}`,
      [`+${SHOPS} shops p50/p99 ms`]: `${b.p50} / ${b.p99}`,
      'ratio p50': (b.p50 / Math.max(a.p50, 1)).toFixed(2),
      'ratio p99': (b.p99 / Math.max(a.p99, 1)).toFixed(2),
      'req/s': `${a.rps} → ${b.rps}`,
    };
  });
  console.log(
    `\nPostgreSQL; host ${DEMO_HOST}; ${DURATION}s per row; cached rows ${CONNECTIONS} connections (front cache on, as ` +
      `deployed), uncached rows ${UNCACHED_CONNECTIONS} (front cache off, pages in draft mode: every request renders ` +
      `and queries); generated: ${SHOPS} shops × ${PRODUCTS} products\n`,
  );
  console.table(rows);
  console.log(
    `\nVisiting all ${SHOPS} generated hosts ${PASSES} times over (home + product page, ${VISITORS} at a time) took ${seconds} s, ` +
      `${failed} non-200 answers. Server memory after a full collection, MB:`,
  );
  console.table(memoryRows);
  if (failed) exitCode = 1;
} catch (error) {
  console.error(`✗ ${/** @type {Error} */ (error).message}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
