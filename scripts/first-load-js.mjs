// `npm run first-load-js`: the JavaScript each route makes a first-time visitor download (gzip),
// measured from the production build: the scripts its server-rendered HTML loads, summed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  const rows = [];
  for (const { route, path: pagePath, member } of ROUTES) {
    const headers = { host: 'localhost', ...(member ? { cookie: 'memberToken=first-load-js' } : {}) };
    const html = await (await fetch(`${server.base}${pagePath}`, { headers })).text();
    // Module browsers skip noModule scripts (legacy polyfills), so they are not part of a visit.
    const tags = [...html.matchAll(/<script([^>]*)>/g)]
      .map((m) => m[1])
      .filter((attrs) => !/noModule/i.test(attrs));
    const scripts = [...new Set(tags.flatMap((attrs) => attrs.match(/src="([^"]+)"/)?.[1] ?? []))];
    let raw = 0;
    let gzip = 0;
    for (const src of scripts) {
      const file = path.join(root, distDir, decodeURIComponent(src.replace(/^\/_next\//, '').split('?')[0]));
      if (!fs.existsSync(file)) continue;
      raw += fs.statSync(file).size;
      gzip += gzipSize(file);
    }
    rows.push({ route, scripts: scripts.length, raw: kb(raw), 'first-load JS (gzip)': kb(gzip) });
  }
  console.table(rows);
} finally {
  await server.stop();
}
