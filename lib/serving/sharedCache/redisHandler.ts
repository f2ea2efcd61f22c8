// Next's cache handler when REDIS_URL is set (next.config.ts): ISR pages, route answers and the shop
// API's tagged reads live in Redis, shared by every server process, so a page rendered by one is
// served by all and a revalidated tag is gone for all at once. @fortedigital/nextjs-cache-handler is
// the maintained successor of @neshca/cache-handler that supports Next 16 (its `revalidateTag` with
// a profile) and keeps tags in Redis. Entries expire with their lifetime, so Redis' memory is
// bounded by what is visited within it (and by Redis' own maxmemory).
// Loaded by Next at run time as it is (Node strips the types), like lib/serving/pageCache/handler.ts:
// erasable type syntax only, imports named with their .ts extension.
import fs from 'node:fs';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import type { CacheHandlerConfig, Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';

/** The package's configuration as made here: always one handler, which expireTags calls too. */
type SharedConfig = Omit<CacheHandlerConfig, 'handlers'> & { handlers: Handler[] };
import { createClient, type RedisClientType } from '@redis/client';
import { withCacheControl, type Entry } from './cacheControl.ts';

/** A slow Redis costs a render, not a stuck request. */
const TIMEOUT_MS = 1_000;

const SHARED = Symbol.for('storefront.sharedCacheConfig');

/**
 * Keys carry the build: pages of another deployment name other script files, and must never be
 * served by this one. Without a readable BUILD_ID (`next build` itself) the entries are the build's.
 */
export function keyPrefix(distDir: string = process.env.NEXT_DIST_DIR || '.next'): string {
  let build = 'build';
  try {
    build = fs.readFileSync(path.join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim() || build;
  } catch {
    // Not built yet: this is the build.
  }
  return `storefront:${build}:`;
}

/**
 * One Redis connection per process, whichever copy of this module asks (Next's, the production
 * entry's). Redis unreachable at start: this process keeps its pages in a bounded memory cache, as
 * without REDIS_URL, and says so; changes still reach it (lib/revalidate).
 */
function config(): Promise<SharedConfig> {
  const holder = globalThis as unknown as Record<symbol, Promise<SharedConfig> | undefined>;
  return (holder[SHARED] ??= (async () => {
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
    client.on('error', (error) => console.error('[shared cache] Redis:', error.message));
    try {
      await client.connect();
    } catch (error) {
      console.error(
        `[shared cache] Redis at ${process.env.REDIS_URL} unreachable (${(error as Error).message}); pages stay in this process`,
      );
      await client.destroy();
      return { handlers: [createLruHandler()] };
    }
    return {
      handlers: [
        createRedisHandler({
          // The client's own type carries the modules it was made with; the handler asks for the plain one.
          client: client as unknown as RedisClientType,
          keyPrefix: keyPrefix(),
          timeoutMs: TIMEOUT_MS,
        }),
      ],
    };
  })());
}

CacheHandler.onCreation(config);

/** The package's handler, with the page lifetimes Next 16 looks for (./cacheControl.ts). */
class SharedCacheHandler extends CacheHandler {
  async get(...[key, context]: Parameters<CacheHandler['get']>): ReturnType<CacheHandler['get']> {
    const entry = await super.get(key, context);
    return entry && (withCacheControl(entry as Entry) as typeof entry);
  }
}

/**
 * Forgets the entries of these tags outside a request (a change heard from another process), where
 * Next's `revalidateTag` cannot run: straight through the handlers Next's copy uses.
 */
export async function expireTags(tags: string[]): Promise<void> {
  const { handlers } = await config();
  for (const tag of tags) await Promise.all(handlers.map((handler) => handler.revalidateTag(tag)));
}

export default SharedCacheHandler;
