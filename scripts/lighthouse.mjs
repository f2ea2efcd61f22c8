// @ts-check
// `npm run lighthouse`: Lighthouse's mobile preset (simulated slow 4G, a mid-range phone) with
// Debian's Chromium on the home page, a product list and a product page of both demo hosts, beside an
// empty Next page built here as the baseline, all in one run. A measuring script, not a test: the
// machine is shared, so compare our pages with the baseline of the same run.
//   --runs N   runs per page (default 1); the table shows the run with the median score
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildBaseline, startBaseline } from './baseline.mjs';
import { ensureBuilt, ensureChromium, ensureInstalled, root } from './lib.mjs';
import { requestAs, startServer } from './server.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(values.runs) || 1);

ensureInstalled();
const chromium = ensureChromium();
const distDir = process.env.NEXT_DIST_DIR || '.next';
ensureBuilt(distDir);

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3202);
const baselinePort = port + 1;

/**
 * @typedef {{ score: number, lcp: number, tbt: number, cls: number, fcp: number }} Scores
 * @typedef {{
 *   audits: Record<string, { numericValue?: number } | undefined>,
 *   categories: { performance: { score: number | null } },
 * }} Report The fields of Lighthouse's JSON report read here.
 */

/**
 * @param {string} url
 * @returns {Scores}
 */
function lighthouse(url) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed: ${result.stderr.slice(-500)}`);
  /** @type {Report} */
  const report = JSON.parse(result.stdout);
  /** @param {string} id */
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
  };
}

/** @param {Scores[]} results */
function median(results) {
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return /** @type {Scores} */ (sorted[Math.floor(sorted.length / 2)]);
}

/** @type {[page: string, host: string | null, path: string][]} */
const PAGES = [
  ['empty Next page (baseline)', null, '/'],
  ['home', 'localhost', '/'],
  ['home', 'shop2.localhost', '/'],
  ['product list (all)', 'localhost', '/productList/all'],
  ['product list (all)', 'shop2.localhost', '/productList/all'],
  ['product page', 'localhost', '/product/p-cotton-tee'],
  ['product page', 'shop2.localhost', '/product/p-house-blend'],
];

const server = await startServer({ distDir, dataDir: '.data-lighthouse', port });
const stopBaseline = await startBaseline(buildBaseline(), baselinePort);
try {
  /**
   * @param {string | null} host
   * @param {string} pagePath
   */
  const url = (host, pagePath) =>
    host ? `http://${host}:${port}${pagePath}` : `http://localhost:${baselinePort}${pagePath}`;
  // Each page is rendered once and cached before it is measured, as a returning crawler finds it,
  // and so are its scripts and styles: a server that has never sent them spends the first visits
  // compressing them (lib/serving/frontCache), which no visitor after the first few sees.
  for (const [, host, pagePath] of PAGES) {
    if (!host) continue;
    // node:http, since fetch would send 127.0.0.1 as the host (scripts/server.mjs).
    const { body: html } = await requestAs({ port, host: `${host}:${port}`, path: pagePath });
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const assets = html.match(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/g) ?? [];
    for (const asset of new Set(assets))
      await (await fetch(`${server.base}${asset}`, { headers })).arrayBuffer();
  }
  // The Brotli copies are made one at a time in the background: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  /** @type {Record<string, string | number>[]} */
  const rows = [];
  for (const [page, host, pagePath] of PAGES) {
    const results = Array.from({ length: runs }, () => lighthouse(url(host, pagePath)));
    const m = median(results);
    rows.push({
      page,
      host: host ?? '—',
      performance: m.score,
      'FCP s': (m.fcp / 1000).toFixed(2),
      'LCP s': (m.lcp / 1000).toFixed(2),
      'TBT ms': Math.round(m.tbt),
      CLS: m.cls.toFixed(3),
    });
  }
  console.log(
    `\nLighthouse mobile preset (simulated throttling), Chromium ${chromium}, ${runs} run(s) per page\n`,
  );
  console.table(rows);
} finally {
  stopBaseline();
  await server.stop();
}
