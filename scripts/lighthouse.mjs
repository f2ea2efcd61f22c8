// @ts-check
// `npm run lighthouse`: Lighthouse's mobile preset with Debian's Chromium on the home page, a product
// list and a product page of both demo hosts, each measured right after an empty Next page built here
// (the baseline), round after round, so that both see the machine as it is at that moment. Each round
// measures with applied throttling (`--throttling-method=devtools`: CPU slowed 4×, 150 ms round trip,
// 1.6 Mbps; LCP and TBT as observed) and with the simulated preset (the score Lighthouse reports).
// A page's figures are the medians of its rounds, beside the baseline's medians of the same rounds,
// and are held to issue 40's targets: observed LCP ≤ baseline + 0.5 s, TBT ≤ baseline + 100 ms,
// simulated score ≥ baseline − 5. A measuring script, not a test.
//   --rounds N    rounds (default 5)
//   --only M      one method: devtools or simulate (default both)
//   --pages a,b   only these pages (home, list, product), both hosts
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildBaseline, startBaseline } from './baseline.mjs';
import { ensureBuilt, ensureChineseFont, ensureChromium, ensureInstalled, root } from './lib.mjs';
import { requestAs, startServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    only: { type: 'string' },
    pages: { type: 'string' },
  },
});
const rounds = Math.max(1, Number(values.rounds) || 5);
/** @typedef {'devtools' | 'simulate'} Method */
/** @type {Method[]} */
const METHODS =
  values.only === 'devtools' || values.only === 'simulate' ? [values.only] : ['devtools', 'simulate'];

ensureInstalled();
const chromium = ensureChromium();
ensureChineseFont();
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
 * One Lighthouse run of the mobile preset. Applied throttling takes Lighthouse's own mobile figures
 * (its defaults for the preset), so the two methods differ only in how the slowness is made.
 * @param {string} url
 * @param {Method} method
 * @returns {Scores}
 */
function lighthouse(url, method) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance',
      `--throttling-method=${method}`,
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

/**
 * The median of each figure on its own (not the run with the median score).
 * @param {Scores[]} results
 * @returns {Scores}
 */
function median(results) {
  /** @param {keyof Scores} key */
  const mid = (key) => {
    const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
    const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? at(half) : (at(half - 1) + at(half)) / 2;
  };
  return { score: mid('score'), lcp: mid('lcp'), tbt: mid('tbt'), cls: mid('cls'), fcp: mid('fcp') };
}

/** Issue 40's targets, against the baseline's medians of the same run. */
const TARGET = { lcpMs: 500, tbtMs: 100, score: 5 };

/** @type {[page: string, host: string, path: string][]} */
const ALL_PAGES = [
  ['home', 'localhost', '/'],
  ['home', 'shop2.localhost', '/'],
  ['list', 'localhost', '/productList/all'],
  ['list', 'shop2.localhost', '/productList/all'],
  ['product', 'localhost', '/product/p-cotton-tee'],
  ['product', 'shop2.localhost', '/product/p-house-blend'],
];
const chosen = values.pages?.split(',');
const PAGES = ALL_PAGES.filter(([page]) => !chosen || chosen.includes(page));

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
    // node:http, since fetch would send 127.0.0.1 as the host (scripts/server.mjs).
    const { body: html } = await requestAs({ port, host: `${host}:${port}`, path: pagePath });
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const assets = html.match(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/g) ?? [];
    for (const asset of new Set(assets))
      await (await fetch(`${server.base}${asset}`, { headers })).arrayBuffer();
  }
  // The Brotli copies are made one at a time in the background: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  /** @type {Map<string, Scores[]>} runs by `method page host`, the baseline's under `method`. */
  const measured = new Map();
  /** @param {string} key @param {Scores} scores */
  const keep = (key, scores) => measured.set(key, [...(measured.get(key) ?? []), scores]);
  for (let round = 1; round <= rounds; round++)
    for (const method of METHODS)
      for (const [page, host, pagePath] of PAGES) {
        // The baseline right before each page: the pair sees the machine at the same moment.
        keep(method, lighthouse(url(null, '/'), method));
        keep(`${method} ${page} ${host}`, lighthouse(url(host, pagePath), method));
        process.stderr.write(`round ${round}/${rounds} ${method} ${page} ${host}\n`);
      }

  let failed = 0;
  for (const method of METHODS) {
    const base = median(measured.get(method) ?? []);
    /** @type {Record<string, string | number>[]} */
    const rows = [
      {
        page: 'empty Next page',
        host: '—',
        score: base.score,
        'FCP s': (base.fcp / 1000).toFixed(2),
        'LCP s': (base.lcp / 1000).toFixed(2),
        'TBT ms': Math.round(base.tbt),
        CLS: base.cls.toFixed(3),
        target: '',
      },
    ];
    for (const [page, host] of PAGES) {
      const m = median(measured.get(`${method} ${page} ${host}`) ?? []);
      const misses =
        method === 'devtools'
          ? [
              m.lcp > base.lcp + TARGET.lcpMs ? `LCP +${((m.lcp - base.lcp) / 1000).toFixed(2)} s` : '',
              m.tbt > base.tbt + TARGET.tbtMs ? `TBT +${Math.round(m.tbt - base.tbt)} ms` : '',
            ]
          : [m.score < base.score - TARGET.score ? `score ${m.score - base.score}` : ''];
      const missed = misses.filter(Boolean);
      failed += missed.length;
      rows.push({
        page,
        host,
        score: m.score,
        'FCP s': (m.fcp / 1000).toFixed(2),
        'LCP s': (m.lcp / 1000).toFixed(2),
        'TBT ms': Math.round(m.tbt),
        CLS: m.cls.toFixed(3),
        target: missed.length ? `missed: ${missed.join(', ')}` : 'met',
      });
    }
    const how =
      method === 'devtools'
        ? 'applied throttling (devtools); targets: LCP ≤ empty + 0.5 s, TBT ≤ empty + 100 ms'
        : 'simulated throttling (the preset); target: score ≥ empty − 5';
    console.log(`\nLighthouse mobile, ${how}; medians of ${rounds} round(s), Chromium ${chromium}\n`);
    console.table(rows);
  }
  console.log(failed ? `\n${failed} target(s) missed` : '\nevery target met');
} finally {
  stopBaseline();
  await server.stop();
}
