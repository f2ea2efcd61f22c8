// `npm run bench`: requests/s and latency of server-rendered pages and an API read, beside a static
// file served by the same server in the same run. Compare the ratios, not the absolute numbers: the
// machines are shared and noisy.
import autocannon from 'autocannon';
import { ensureBuilt, ensureInstalled } from './lib.mjs';
import { shopIdOf, startServer } from './server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

ensureInstalled();
ensureBuilt('.next');
const server = await startServer({
  distDir: '.next',
  dataDir: '.data-bench',
  port: Number(process.env.BENCH_PORT ?? 3200),
});

try {
  const shopId = await shopIdOf(server.base, 'localhost');
  const targets = [
    { name: 'static file (baseline)', path: '/colorTheme/ohbot.css', host: 'localhost' },
    { name: 'home · localhost', path: '/', host: 'localhost' },
    { name: 'home · shop2.localhost', path: '/', host: 'shop2.localhost' },
    { name: 'product list page', path: '/productList/category/c-tops', host: 'localhost' },
    { name: 'product detail page', path: '/product/p-cotton-tee', host: 'localhost' },
    {
      name: 'API product list (20)',
      path: `/api-client/${shopId}/ecommerceProduct?limit=20`,
      host: 'localhost',
    },
  ];
  const rows = [];
  for (const t of targets) {
    const url = `${server.base}${t.path}`;
    // Warm up: the first requests compile nothing in production but fill caches and JIT.
    await autocannon({ url, headers: { host: t.host }, duration: 2, connections: CONNECTIONS });
    const r = await autocannon({
      url,
      headers: { host: t.host },
      duration: DURATION,
      connections: CONNECTIONS,
    });
    const failures = r.errors + r.timeouts + r.non2xx;
    rows.push({
      target: t.name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      failures,
    });
  }
  const baseline = rows[0]['req/s'] || 1;
  for (const row of rows) row['vs static'] = `${((row['req/s'] / baseline) * 100).toFixed(1)}%`;
  console.log(`\n${DURATION}s per target, ${CONNECTIONS} connections, one server process\n`);
  console.table(rows);
} finally {
  await server.stop();
}
