// `npm start` (scripts/start.mjs runs this): the production server. Each request goes through
// lib/serving/pipeline.ts: the request guard, the front cache (repeated page and public-API requests
// answered from memory, compressed, in a fraction of what the middleware and the renderer cost),
// Next, and the one wrapper of the response (lib/serving/outgoing.ts) that gives every answer its
// Content-Security-Policy and keeps the copies. Without it (`next start`) the pages still work,
// slower and with only the fixed security headers of next.config.ts. This file wires the caches and
// the revalidation listener and owns the socket.
//
// Env: PORT (default 3000), HOST (interface to listen on; default all), NEXT_DIST_DIR (the build),
// FRONT_CACHE_SECONDS (default 10; 0 turns the front cache off), FRONT_CACHE_MB (default 64),
// TRUST_PROXY_HOPS (proxies in front whose X-Forwarded-For/-Proto count; default 0),
// PAGE_CACHE_MB (Next's page cache, lib/serving/pageCache; default 128), REDIS_URL (Next's cache in Redis
// instead, shared by every process: lib/serving/sharedCache), DATABASE_URL (PostgreSQL: changes
// other processes make are heard there, lib/serving/revalidate/listen.ts).
import http from 'node:http';
import path from 'node:path';
import { createFrontCache } from './frontCache/handler.ts';
import PageCacheHandler, { pageCacheBytes, pageCacheStats } from './pageCache/handler.ts';
import { coalesceStockChanges } from './revalidate/coalesce.ts';
import { listenForChanges } from './revalidate/listen.ts';
import { applyChange, onChange, processId } from './revalidate/startHub.ts';
import { CLIENT_ADDRESS_HEADER, trustedHops } from './clientAddress.ts';
import { inOutage } from './outage.ts';
import { servingPipeline } from './pipeline.ts';
import { answerClientError, closeGently } from './requestGuard/guard.ts';

// Next's types declare NODE_ENV read-only; this process sets it before Next loads.
(process.env as Record<string, string>).NODE_ENV = 'production';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const port = Number(process.env.PORT || 3000);
const seconds = numberFrom('FRONT_CACHE_SECONDS', 10);
const megabytes = numberFrom('FRONT_CACHE_MB', 64);
const hops = hopsFrom(process.env.TRUST_PROXY_HOPS);
// Route handlers trust this header only when told its name (lib/server/auth/clientAddress.ts): under
// `next start` nobody overwrites it, so there a client could write it.
process.env.CLIENT_ADDRESS_HEADER = CLIENT_ADDRESS_HEADER;
let pageCacheMb: number;
try {
  pageCacheMb = pageCacheBytes() / 1024 / 1024;
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// Only the e2e and measuring servers answer it: how much the caches hold, and the process's memory.
const statsPath = process.env.STOREFRONT_TEST_HOOKS === '1' ? '/api-test/cache-stats' : null;

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
const handleByNext = app.getRequestHandler();
await app.prepare();

// While the shop API is away, an expired copy stands in for the page the app could not make.
const cache = createFrontCache({
  maxBytes: megabytes * 1024 * 1024,
  maxSeconds: seconds,
  inOutage: () => inOutage(),
});
// A change to a shop (lib/revalidate) empties what this process keeps of it, whether the change was
// made here (an operator endpoint, an order) or, on PostgreSQL, by another process.
// Next's cache is forgotten through the handler next.config.ts gives it: in Redis, that is once for
// every process. A change of stock (an order, a cancel) forgets only what shows the products whose
// availability flipped, and at most once a second per shop (lib/serving/revalidate/coalesce.ts).
const expireTags = process.env.REDIS_URL
  ? (await import('./sharedCache/redisHandler.ts')).expireTags
  : (tags: string[]) => new PageCacheHandler().revalidateTag(tags);
onChange(
  coalesceStockChanges((change) => {
    cache.purge(change);
    return expireTags(change.tags);
  }),
);
const stopListening = process.env.DATABASE_URL
  ? listenForChanges({ url: process.env.DATABASE_URL, self: processId(), onChange: applyChange })
  : null;
const pipeline = servingPipeline({ cache, hops, app: handleByNext });
const server = http.createServer((req, res) => {
  if (req.url === statsPath) return sendStats(res);
  pipeline.request(req, res);
});
server.on('checkContinue', pipeline.checkContinue);
server.on('clientError', answerClientError);
server.on('connection', (socket) => closeGently(socket));
// Idle keep-alive connections outlive a load balancer's own (often 60 s) so it never reuses a closed one.
server.keepAliveTimeout = 65_000;
server.listen(port, process.env.HOST, () => {
  console.log(
    `▲ Ready on http://localhost:${port} (front cache: ${seconds ? `${seconds} s, ${megabytes} MB` : 'off'}; page cache: ${process.env.REDIS_URL ? 'Redis' : `${pageCacheMb} MB`})`,
  );
});

function shutdown() {
  void stopListening?.();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running after 10 s are cut off rather than holding the process.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

function hopsFrom(raw: string | undefined) {
  try {
    return trustedHops(raw);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * When the process runs with --expose-gc, the heap is collected first, so `heapUsed` is what is
 * really retained rather than what the collector has not reached yet.
 */
function sendStats(res: http.ServerResponse) {
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

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name} must be a number ≥ 0, got "${raw}"`);
    process.exit(1);
  }
  return value;
}
