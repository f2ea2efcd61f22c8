// @ts-check
// `npm run cache:junk`: what addresses that name nothing cost the page cache, against what the real
// pages of the demo shops take. Starts the production server (`npm start`'s entry) on a fresh
// embedded database, requests JUNK_URLS made-up addresses (unknown products, lists, activities and
// pages, list pages past the end, overlong and badly encoded ids, on both demo shops), then every
// real page of both demo shops, and prints after each step:
//   - files and bytes under the build's server/ and cache/ folders (where Next's own page cache wrote
//     every rendered address);
//   - the page cache's entries and bytes (lib/serving/pageCache: its own estimate of what it holds), and
//     the front cache's, read from the server's test-only stats endpoint;
//   - the server's RSS, its JS heap after a full collection (what it really retains) and its buffers.
// Exits 1 when a made-up address was answered with anything but a refusal, grew the page cache, or
// grew the heap by more than the caches count plus a few KB each.
//
// Env: JUNK_URLS (default 10000), JUNK_PORT (default 3500), NEXT_DIST_DIR (build to measure,
// default .next), JUNK_CONCURRENCY (requests at once, default 6).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { getJson, shopIdOf, startServer } from './server.mjs';

/**
 * @typedef {object} CacheStats What the server's test-only stats endpoint reports.
 * @property {{ entries: number, bytes: number, maxBytes: number }} pageCache
 * @property {{ entries: number, bytes: number }} frontCache
 * @property {number} rss
 * @property {number} heapUsed after a full collection
 * @property {number} arrayBuffers
 * @typedef {{ disk: { files: number, bytes: number }, stats: CacheStats | null }} Measure
 * @typedef {{ host: string, path: string }} Address
 * @typedef {import('../lib/api/contract').ProductSummary} ProductSummary
 * @typedef {import('../lib/api/contract').Category} Category
 * @typedef {import('../lib/api/contract').Activity} Activity
 * @typedef {import('../lib/api/contract').CategoryGroup} CategoryGroup
 */

const COUNT = Number(process.env.JUNK_URLS ?? 10_000);
const PORT = Number(process.env.JUNK_PORT ?? 3500);
const CONCURRENCY = Number(process.env.JUNK_CONCURRENCY ?? 6);
const distDir = process.env.NEXT_DIST_DIR || '.next';
const HOSTS = ['localhost', 'shop2.localhost'];
/** Answers that refuse a made-up address; anything else (a page, a server error) is a failure. */
const REFUSALS = new Set([400, 404, 414]);
const JUNK_KINDS = junkKinds(String).length;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

ensureInstalled();
ensureBuilt(distDir);

/** @type {import('./server.mjs').Server | null} */
let server = null;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    await server?.stop();
    process.exit(130);
  });

try {
  server = await startServer({
    distDir,
    dataDir: '.data-junk',
    port: PORT,
    // The stats endpoint collects the heap before it reports it.
    env: {
      STOREFRONT_TEST_HOOKS: '1',
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' '),
    },
  });
  const { base } = server;

  // One made-up address of each kind on each shop first: what they share (the shop, the home areas
  // under the 404 screen, a list's product count) is read and cached once, so the figures below are
  // what every further made-up address adds.
  const junk = junkUrls(COUNT + JUNK_KINDS * HOSTS.length);
  for (const { host, path: url } of junk.splice(0, JUNK_KINDS * HOSTS.length)) await get(base, host, url);
  const before = await measure(base);
  report('after one made-up address of each kind on each shop', before);

  const started = Date.now();
  /** @type {Map<number, number>} */
  const statuses = new Map();
  /** @type {string[]} */
  const failures = [];
  await pool(junk, CONCURRENCY, async ({ host, path: url }) => {
    const status = await get(base, host, url);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (!REFUSALS.has(status) && failures.length < 10) failures.push(`${status} ${host}${url.slice(0, 100)}`);
  });
  const seconds = (Date.now() - started) / 1000;
  const afterJunk = await measure(base);
  console.log(
    `\n${COUNT.toLocaleString('en')} made-up addresses in ${seconds.toFixed(0)} s; answers: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status} × ${n}`)
      .join(', ')}`,
  );
  report('after the made-up addresses', afterJunk, before);

  /** @type {Address[]} */
  const pages = [];
  for (const host of HOSTS) for (const url of await realPages(base, host)) pages.push({ host, path: url });
  /** @type {string[]} */
  const notOk = [];
  await pool(pages, CONCURRENCY, async ({ host, path: url }) => {
    const status = await get(base, host, url);
    if (status !== 200) notOk.push(`${status} ${host}${url}`);
  });
  const afterReal = await measure(base);
  console.log(
    `\nevery real page of both demo shops: ${HOSTS.map((h) => `${pages.filter((p) => p.host === h).length} on ${h}`).join(', ')}`,
  );
  report('after every real page', afterReal, afterJunk);

  // A server with stats had them before too.
  const statsBefore = /** @type {CacheStats} */ (before.stats);
  const grown = {
    files: afterJunk.disk.files - before.disk.files,
    entries: afterJunk.stats ? afterJunk.stats.pageCache.entries - statsBefore.pageCache.entries : null,
    // What the heap kept beyond what the caches say they hold: a cached answer that keeps more alive
    // than it counts (a view of a larger text) shows here. Buffers are left out: their release after
    // a collection lags, and the figure swings by tens of MB between runs.
    uncounted: afterJunk.stats
      ? afterJunk.stats.heapUsed -
        statsBefore.heapUsed -
        (afterJunk.stats.frontCache.bytes - statsBefore.frontCache.bytes) -
        (afterJunk.stats.pageCache.bytes - statsBefore.pageCache.bytes)
      : null,
  };
  // Allowed beyond that: Next's own lookup of unknown paths (capped at 8 MB) and 1 KB an address.
  const uncountedAllowed = 8 * 1024 * 1024 + 1024 * COUNT;
  const problems = [
    ...failures.map((f) => `made-up address answered ${f}`),
    ...notOk.slice(0, 10).map((p) => `real page answered ${p}`),
    ...(grown.files > 0 ? [`made-up addresses wrote ${grown.files} files under ${distDir}`] : []),
    ...(grown.entries ? [`made-up addresses added ${grown.entries} page cache entries`] : []),
    ...(grown.uncounted !== null && grown.uncounted > uncountedAllowed
      ? [
          `made-up addresses grew the heap by ${(grown.uncounted / 1e6).toFixed(1)} MB more than the caches ` +
            `count (at most ${(uncountedAllowed / 1e6).toFixed(1)} MB)`,
        ]
      : []),
  ];
  if (problems.length) {
    console.error(`\n✗ ${problems.join('\n✗ ')}`);
    process.exitCode = 1;
  } else console.log('\n✓ made-up addresses were refused and left the page cache as it was');
} catch (error) {
  console.error(`✗ ${/** @type {Error} */ (error).message}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}

/**
 * A GET of a storefront address on the shop behind `host`; its status. Through node:http, since
 * Node's fetch replaces a Host header with the address's own (every request would reach the shop of
 * 127.0.0.1).
 * @param {string} base
 * @param {string} host
 * @param {string} url
 * @returns {Promise<number>}
 */
function get(base, host, url) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${url}`, { headers: { host, 'accept-encoding': 'gzip' }, agent }, (res) => {
      res.resume();
      res.once('end', () => resolve(/** @type {number} */ (res.statusCode)));
      res.once('error', reject);
    });
    req.once('error', reject);
  });
}

/**
 * Runs `work` over the items, `size` at a time.
 * @template T
 * @param {T[]} items
 * @param {number} size
 * @param {(item: T) => Promise<void>} work
 */
async function pool(items, size, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(/** @type {T} */ (items[next++]));
  };
  await Promise.all(Array.from({ length: size }, worker));
}

/**
 * @param {(i: number) => string} id a made-up id, distinct for every i
 * @returns {((i: number) => string)[]}
 */
function junkKinds(id) {
  return [
    (i) => `/product/${id(i)}`,
    (i) => `/productList/category/${id(i)}`,
    (i) => `/productList/group/${id(i)}`,
    (i) => `/productList/activity/${id(i)}`,
    (i) => `/productList/category/${id(i)}?page=${2 + (i % 50)}`,
    (i) => `/page/${id(i)}`,
    // A real list, paged far past its end.
    (i) => `/productList/all?page=${1000 + i}`,
    // Unknown paths, and ids with a path after them.
    (i) => `/${id(i)}/index.php`,
    (i) => `/product/p-wood-tray/${id(i)}`,
    // Ids no shop makes: long, encoded Chinese and emoji, characters outside the id alphabet.
    (i) => `/product/${id(i)}${'x'.repeat(5000)}`,
    (i) => `/productList/category/${'%E4%B8%AD'.repeat(200)}${id(i)}`,
    (i) => `/product/${encodeURIComponent(`商品🍵 ${id(i)}`)}`,
    (i) => `/page/${id(i)}%27%22%3Cscript%3E`,
    (i) => `/product/%E4%B8${id(i)}`,
  ];
}

/**
 * Made-up addresses of every kind a crawler or a typo produces, the same on every run (a fixed
 * seed); each is distinct, so no cache can answer one from another.
 * @param {number} count
 * @returns {Address[]}
 */
function junkUrls(count) {
  let seed = 20_251_122;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  /** @param {number} i */
  const id = (i) => `junk-${i}-${Math.floor(random() * 1e9).toString(36)}`;
  const kinds = junkKinds(id);
  return Array.from({ length: count }, (_, i) => ({
    host: /** @type {string} */ (HOSTS[i % HOSTS.length]),
    path: /** @type {(i: number) => string} */ (kinds[Math.floor(i / HOSTS.length) % kinds.length])(i),
  }));
}

/**
 * Every page a shopper can reach on a shop without signing in, read from the shop API: home, all
 * categories, the cart and sign-in screens, each merchant page the navigation or footer links to,
 * every page of every product list, and every product page.
 * @param {string} base
 * @param {string} host
 * @returns {Promise<string[]>}
 */
async function realPages(base, host) {
  const shopId = await shopIdOf(base, host);
  /**
   * @param {string} p
   * @returns {Promise<unknown>}
   */
  const api = (p) => getJson(base, `/api-client/${shopId}/${p}`, host);
  /**
   * Every row of a list, 100 at a time.
   * @param {string} p
   */
  const all = async (p) => {
    /** @type {unknown[]} */
    const items = [];
    for (let start = 0; ; start += 100) {
      const rows = /** @type {unknown[]} */ (
        await api(`${p}${p.includes('?') ? '&' : '?'}start=${start}&limit=100`)
      );
      items.push(...rows);
      if (rows.length < 100) return items;
    }
  };
  /**
   * @param {string} listPath
   * @param {number} total
   */
  const listPages = (listPath, total) =>
    Array.from({ length: Math.max(1, Math.ceil(total / 20)) }, (_, i) =>
      i ? `${listPath}?page=${i + 1}` : listPath,
    );

  const [products, categories, activities, groups, nav, footer, count] = await Promise.all([
    /** @type {Promise<ProductSummary[]>} */ (all('ecommerceProduct')),
    /** @type {Promise<Category[]>} */ (all('ecommerceCategory')),
    /** @type {Promise<Activity[]>} */ (all('ecommerceActivity')),
    /** @type {Promise<CategoryGroup[]>} */ (api('ecommerceCategoryGroup')),
    api('ecommerceNavConfig'),
    api('ecommerceFooterConfig'),
    /** @type {Promise<{ count: number }>} */ (api('ecommerceProduct/count')),
  ]);
  const merchantPages = new Set(
    [
      ...JSON.stringify([nav, footer]).matchAll(
        /\/page\/([A-Za-z0-9_-]+)|"ecommercePage":\{"key":"([A-Za-z0-9_-]+)"/g,
      ),
    ]
      .map((m) => m[1] ?? m[2])
      .filter((key) => key !== 'home'),
  );
  const scoped = /** @type {[string, string, string][]} */ ([
    ...categories.map((c) => ['category', 'ecommerceCategory', c.nanoId]),
    ...activities
      .filter((a) => a.enable && !a.isRemove)
      .map((a) => ['activity', 'ecommerceActivity', a.nanoId]),
    ...groups.map((g) => ['group', 'ecommerceCategoryGroup', g.nanoId]),
  ]);
  const lists = await Promise.all(
    scoped.map(async ([type, scope, nanoId]) =>
      listPages(
        `/productList/${type}/${nanoId}`,
        /** @type {{ count: number }} */ (await api(`${scope}/${nanoId}/ecommerceProduct/count`)).count,
      ),
    ),
  );
  return [
    '/',
    '/categories',
    '/cart',
    '/auth/login',
    '/auth/quick-signup',
    '/auth/forgot-password',
    ...[...merchantPages].map((key) => `/page/${key}`),
    ...listPages('/productList/all', count.count),
    ...lists.flat(),
    ...products.filter((p) => p.isPublic && !p.isRemove).map((p) => `/product/${p.nanoId}`),
  ];
}

/**
 * What the build's folders hold on disk, and the server's own figures.
 * @param {string} base
 * @returns {Promise<Measure>}
 */
async function measure(base) {
  const disk = { files: 0, bytes: 0 };
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        disk.files++;
        disk.bytes += fs.statSync(full).size;
      }
    }
  };
  for (const folder of ['server', 'cache']) {
    const dir = path.join(root, distDir, folder);
    if (fs.existsSync(dir)) walk(dir);
  }
  const res = await fetch(`${base}/api-test/cache-stats`);
  const stats = res.ok ? await res.json() : null;
  return { disk, stats };
}

/**
 * @param {string} label
 * @param {Measure} now
 * @param {Measure} [before]
 */
function report(label, now, before) {
  /** @param {number} bytes */
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  /**
   * @param {number} a
   * @param {number | undefined} b
   * @param {(n: number) => string} [format]
   */
  const delta = (a, b, format = (n) => n.toLocaleString('en')) =>
    b === undefined ? format(a) : `${format(a)} (${a - b >= 0 ? '+' : '−'}${format(Math.abs(a - b))})`;
  console.log(`\n${label}:`);
  console.log(
    `  ${distDir}/server + cache on disk: ${delta(now.disk.files, before?.disk.files)} files, ${delta(now.disk.bytes, before?.disk.bytes, mb)}`,
  );
  if (!now.stats) {
    console.log('  (this server has no stats endpoint: page cache and RSS not shown)');
    return;
  }
  const { pageCache, frontCache, rss, heapUsed, arrayBuffers } = now.stats;
  const b = before?.stats;
  console.log(
    `  page cache (estimate): ${delta(pageCache.entries, b?.pageCache.entries)} entries, ${delta(pageCache.bytes, b?.pageCache.bytes, mb)} of ${mb(pageCache.maxBytes)}`,
  );
  console.log(
    `  front cache: ${delta(frontCache.entries, b?.frontCache.entries)} answers, ${delta(frontCache.bytes, b?.frontCache.bytes, mb)}`,
  );
  console.log(
    `  server RSS: ${delta(rss, b?.rss, mb)}; JS heap after a full collection: ${delta(heapUsed, b?.heapUsed, mb)}; ` +
      `buffers (cached bodies, the embedded database's memory): ${delta(arrayBuffers, b?.arrayBuffers, mb)}`,
  );
}
