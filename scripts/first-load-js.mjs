// @ts-check
// `npm run first-load-js`: the JavaScript each route makes a first-time visitor download (gzip),
// measured from the production build: the scripts its server-rendered HTML loads, summed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildBaseline, startBaseline } from './baseline.mjs';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { startServer } from './server.mjs';

const distDir = '.next';
ensureInstalled();
ensureBuilt(distDir);

/** One sample address per storefront route (host localhost). */
const ROUTES = [
  { route: '/ (Home)', path: '/' },
  { route: '/categories', path: '/categories' },
  { route: '/page/{key}', path: '/page/about' },
  { route: '/productList/{type}/{nanoId}', path: '/productList/category/c-tops' },
  { route: '/productList/search/name/{name}', path: '/productList/search/name/%E8%8C%B6' },
  { route: '/product/{nanoId}', path: '/product/p-cotton-tee' },
  { route: '404 screen', path: '/no-such-page' },
  // Members' pages: the guard only looks for the cookie, and the shell it lets through is what loads.
  { route: '/checkout', path: '/checkout', member: true },
  { route: '/order/list', path: '/order/list', member: true },
  { route: '/order/check/{id}', path: '/order/check/1', member: true },
];

const server = await startServer({
  distDir,
  dataDir: '.data-bench',
  port: Number(process.env.BENCH_PORT ?? 3201),
});
/** @param {string} file */
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The scripts a page's HTML loads by its tags (module browsers skip noModule polyfills), summed from
 * the build folder.
 * @param {string} html
 * @param {string} buildDir
 */
function firstLoad(html, buildDir) {
  const tags = [...html.matchAll(/<script([^>]*)>/g)]
    .map((m) => /** @type {string} */ (m[1]))
    .filter((attrs) => !/noModule/i.test(attrs));
  const scripts = [...new Set(tags.flatMap((attrs) => attrs.match(/src="([^"]+)"/)?.[1] ?? []))];
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const file = path.join(
      buildDir,
      decodeURIComponent(/** @type {string} */ (src.replace(/^\/_next\//, '').split('?')[0])),
    );
    if (!fs.existsSync(file)) continue;
    raw += fs.statSync(file).size;
    gzip += gzipSize(file);
  }
  return { scripts: scripts.length, raw, gzip };
}

const baselinePort = Number(process.env.BENCH_PORT ?? 3201) + 10;
const baselineDir = buildBaseline();
const stopBaseline = await startBaseline(baselineDir, baselinePort);
try {
  /** @type {Record<string, string | number>[]} */
  const rows = [];
  const empty = firstLoad(
    await (await fetch(`http://127.0.0.1:${baselinePort}/`)).text(),
    path.join(baselineDir, '.next'),
  );
  for (const { route, path: pagePath, member } of ROUTES) {
    const headers = { host: 'localhost', ...(member ? { cookie: 'memberToken=first-load-js' } : {}) };
    const html = await (await fetch(`${server.base}${pagePath}`, { headers })).text();
    const load = firstLoad(html, path.join(root, distDir));
    rows.push({
      route,
      scripts: load.scripts,
      raw: kb(load.raw),
      'first-load JS (gzip)': kb(load.gzip),
      'above empty page': kb(load.gzip - empty.gzip),
    });
  }
  rows.push({
    route: 'empty Next page (baseline, webpack)',
    scripts: empty.scripts,
    raw: kb(empty.raw),
    'first-load JS (gzip)': kb(empty.gzip),
    'above empty page': '—',
  });
  console.table(rows);
} finally {
  stopBaseline();
  await server.stop();
}
