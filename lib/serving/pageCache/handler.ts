// Next's incremental cache handler (`cacheHandler` in next.config.ts): where ISR pages, cached
// route answers and the shop API reads made with `next: { revalidate }` are kept. Next's own handler
// writes every rendered address to files under the dist dir, with no bound; this one keeps them in
// memory, bounded by PAGE_CACHE_MB, drops the least recently used first and never keeps a 404.
// Loaded by Next at run time as it is (Node strips the types): it needs no build step, so it holds
// erasable type syntax only and names its imports with their .ts extension.
import { MemoryStore, type PageStore } from './memoryStore.ts';
import { isKept, ownedValue, sizeOf, tagsOf } from './policy.ts';

/** Every real page of both demo shops takes about a sixth of this (see the README). */
export const DEFAULT_PAGE_CACHE_MB = 128;

/** The bound in bytes from PAGE_CACHE_MB (0 keeps nothing: every page is rendered per request). */
export function pageCacheBytes(env: Record<string, string | undefined> = process.env): number {
  const raw = env.PAGE_CACHE_MB;
  if (raw === undefined || raw === '') return DEFAULT_PAGE_CACHE_MB * 1024 * 1024;
  const megabytes = Number(raw);
  if (!Number.isFinite(megabytes) || megabytes < 0)
    throw new Error(`PAGE_CACHE_MB must be a number ≥ 0, got "${raw}"`);
  return Math.floor(megabytes * 1024 * 1024);
}

/** Milliseconds as Next counts them (sub-millisecond), so a tag expired just after a write refuses it. */
const now = () => performance.timeOrigin + performance.now();

/**
 * Next creates a handler per request; the store is per process. It hangs on a global so that every
 * copy of this module (Next's import, the production entry's) sees the same one.
 */
const SHARED = Symbol.for('storefront.pageCache');

function sharedStore(): PageStore {
  const holder = globalThis as unknown as Record<symbol, PageStore | undefined>;
  let store = holder[SHARED];
  if (!store) {
    let maxBytes;
    try {
      maxBytes = pageCacheBytes();
    } catch (error) {
      // `npm start` refuses to start on this; under `next start` the default beats no cache at all.
      console.error(`[page cache] ${(error as Error).message}; using ${DEFAULT_PAGE_CACHE_MB} MB`);
      maxBytes = DEFAULT_PAGE_CACHE_MB * 1024 * 1024;
    }
    store = holder[SHARED] = new MemoryStore(maxBytes);
  }
  return store;
}

/** Entries and estimated bytes of this process's page cache (for the measuring scripts). */
export function pageCacheStats() {
  return sharedStore().stats();
}

/**
 * Next's cache handler interface (`cacheHandler` in next.config.ts: get, set, revalidateTag,
 * resetRequestCache), over a store. Keys are Next's opaque keys, kept whole. Next decides freshness from `lastModified` and
 * `cacheControl`, which are returned as stored; tags are this handler's business.
 *
 * A revalidated tag refuses every entry stored before it, so the next request renders afresh. With
 * a profile (`revalidateTag(tag, 'max')`) Next would rather serve the stale copy once while it
 * renders; a handler can only say so by misstating the entry's age, so here that visitor waits for
 * one render instead and never sees the old content.
 */
export function pageCacheHandler(storeOf: () => PageStore) {
  return class PageCacheHandler {
    revalidatedTags: string[];

    /** Next passes more (its memory cache size, the request's headers), which this handler ignores. */
    constructor(context?: { revalidatedTags?: string[]; [more: string]: unknown }) {
      // Tags another server revalidated, as Next passes them along in minimal mode.
      this.revalidatedTags = context?.revalidatedTags ?? [];
    }

    async get(key: string, context?: { kind: string; tags?: string[]; softTags?: string[] }) {
      const store = storeOf();
      const entry = await store.get(key);
      if (!entry) return null;
      // A fetch is also refused for the tags of the page reading it (its path tags).
      const tags =
        context?.kind === 'FETCH'
          ? [...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])]
          : entry.tags;
      if (
        tags.some((tag) => this.revalidatedTags.includes(tag)) ||
        (await store.expiredSince(tags, entry.lastModified))
      ) {
        await store.delete(key);
        return null;
      }
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    }

    /**
     * A value that is not kept also removes the copy before it (a product gone since its page was
     * cached must answer 404 from now on, not its old page).
     */
    async set(
      key: string,
      value: unknown,
      context?: { fetchCache?: boolean; tags?: string[]; cacheControl?: unknown },
    ): Promise<void> {
      const store = storeOf();
      if (!isKept(value)) {
        await store.delete(key);
        return;
      }
      await store.set(
        key,
        {
          value: ownedValue(value),
          lastModified: now(),
          cacheControl: context?.fetchCache ? undefined : context?.cacheControl,
          tags: tagsOf(value, context),
        },
        sizeOf(key, value),
      );
    }

    /** Next also passes the profile of `revalidateTag(tag, profile)`: refused all the same (above). */
    async revalidateTag(tags: string | string[], ...profile: unknown[]): Promise<void> {
      void profile;
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length > 0) await storeOf().expireTags(list, now());
    }

    resetRequestCache(): void {}
  };
}

export default pageCacheHandler(sharedStore);
