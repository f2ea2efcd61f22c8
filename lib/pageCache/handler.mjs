// @ts-check
// Next's incremental cache handler (`cacheHandler` in next.config.ts): where ISR pages, cached
// route answers and the shop API reads made with `next: { revalidate }` are kept. Next's own handler
// writes every rendered address to files under the dist dir, with no bound; this one keeps them in
// memory, bounded by PAGE_CACHE_MB, drops the least recently used first and never keeps a 404.
// Plain JavaScript, loaded by Next at run time as it is: it needs no build step.
import { MemoryStore } from './memoryStore.mjs';
import { isKept, sizeOf, tagsOf } from './policy.mjs';

/** @typedef {import('./memoryStore.mjs').PageStore} PageStore */

/** Every real page of both demo shops takes about a sixth of this (see the README). */
export const DEFAULT_PAGE_CACHE_MB = 128;

/**
 * The bound in bytes from PAGE_CACHE_MB (0 keeps nothing: every page is rendered per request).
 * @param {Record<string, string | undefined>} env
 */
export function pageCacheBytes(env = process.env) {
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

/** @returns {PageStore} */
function sharedStore() {
  const holder = /** @type {Record<symbol, PageStore | undefined>} */ (globalThis);
  let store = holder[SHARED];
  if (!store) {
    let maxBytes;
    try {
      maxBytes = pageCacheBytes();
    } catch (error) {
      // `npm start` refuses to start on this; under `next start` the default beats no cache at all.
      console.error(
        `[page cache] ${/** @type {Error} */ (error).message}; using ${DEFAULT_PAGE_CACHE_MB} MB`,
      );
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
 * @param {() => PageStore} storeOf
 */
export function pageCacheHandler(storeOf) {
  return class PageCacheHandler {
    /** @param {{ revalidatedTags?: string[] }} [context] */
    constructor(context) {
      // Tags another server revalidated, as Next passes them along in minimal mode.
      this.revalidatedTags = context?.revalidatedTags ?? [];
    }

    /**
     * @param {string} key
     * @param {{ kind: string, tags?: string[], softTags?: string[] }} context
     */
    async get(key, context) {
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
     * @param {string} key
     * @param {unknown} value
     * @param {{ fetchCache?: boolean, tags?: string[], cacheControl?: unknown }} context
     */
    async set(key, value, context) {
      const store = storeOf();
      if (!isKept(value)) {
        await store.delete(key);
        return;
      }
      await store.set(
        key,
        {
          value,
          lastModified: now(),
          cacheControl: context?.fetchCache ? undefined : context?.cacheControl,
          tags: tagsOf(value, context),
        },
        sizeOf(key, value),
      );
    }

    /** @param {string | string[]} tags */
    async revalidateTag(tags) {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length > 0) await storeOf().expireTags(list, now());
    }

    resetRequestCache() {}
  };
}

export default pageCacheHandler(sharedStore);
