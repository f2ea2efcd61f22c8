// `npm start`: the production server. Next's request handler behind the front cache
// (lib/frontCache), which answers repeated page and public-API requests from memory, compressed, in a
// fraction of what the middleware and the renderer cost. Without it (`next start`) everything still
// works, only slower.
//
// Env: PORT (default 3000), HOST (interface to listen on; default all), NEXT_DIST_DIR (the build),
// FRONT_CACHE_SECONDS (default 10; 0 turns the front cache off), FRONT_CACHE_MB (default 64),
// PAGE_CACHE_MB (Next's page cache, lib/pageCache; default 128).
import http from 'node:http';
import path from 'node:path';
import { createFrontCache } from '../lib/frontCache/handler.mjs';
import { pageCacheBytes, pageCacheStats } from '../lib/pageCache/handler.mjs';

process.env.NODE_ENV = 'production';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.PORT || 3000);
const seconds = numberFrom('FRONT_CACHE_SECONDS', 10);
const megabytes = numberFrom('FRONT_CACHE_MB', 64);
let pageCacheMb;
try {
  pageCacheMb = pageCacheBytes() / 1024 / 1024;
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// Only the e2e and measuring servers answer it: how much the caches hold, and the process's memory.
const statsPath = process.env.STOREFRONT_TEST_HOOKS === '1' ? '/api-test/cache-stats' : null;

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
const handleByNext = app.getRequestHandler();
await app.prepare();

const cache = createFrontCache({ maxBytes: megabytes * 1024 * 1024, maxSeconds: seconds });
const server = http.createServer((req, res) => {
  if (req.url === statsPath) return sendStats(res);
  cache.handle(req, res, () =>
    handleByNext(req, res).catch((error) => {
      console.error('[server]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    }),
  );
});
// Idle keep-alive connections outlive a load balancer's own (often 60 s) so it never reuses a closed one.
server.keepAliveTimeout = 65_000;
server.listen(port, process.env.HOST, () => {
  console.log(
    `▲ Ready on http://localhost:${port} (front cache: ${seconds ? `${seconds} s, ${megabytes} MB` : 'off'}; page cache: ${pageCacheMb} MB)`,
  );
});

function shutdown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running after 10 s are cut off rather than holding the process.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

/**
 * When the process runs with --expose-gc, the heap is collected first, so `heapUsed` is what is
 * really retained rather than what the collector has not reached yet.
 * @param {http.ServerResponse} res
 */
function sendStats(res) {
  globalThis.gc?.();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  const body = JSON.stringify({
    pageCache: pageCacheStats(),
    frontCache: { entries: cache.store.size, bytes: cache.store.bytes },
    rss,
    heapUsed,
    arrayBuffers,
  });
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(body);
}

function numberFrom(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name} must be a number ≥ 0, got "${raw}"`);
    process.exit(1);
  }
  return value;
}
