// Pure, tested in cacheControl.test.ts.

/** How long an entry of @fortedigital/nextjs-cache-handler lives, as it stores it. */
type Lifespan = { revalidate?: number | false; expireAge?: number };

/** What this reads of a stored entry; the rest is passed on as it is. */
export type Entry = { value?: { kind?: string } | null; lifespan?: Lifespan | null; cacheControl?: unknown };

/**
 * An entry as Next 16 needs it to answer a page from the cache with its Cache-Control. Next keeps a
 * page's lifetime in the memory of the process that rendered it and otherwise reads it from the
 * entry's `cacheControl`, which @fortedigital/nextjs-cache-handler does not store: a page rendered by
 * another process would be answered without Cache-Control, so no shared cache (the front cache
 * among them) could keep it. The lifespan the handler stores says the same: revalidate after
 * `revalidate` seconds, gone from Redis after `expireAge`. Fetch entries carry their own.
 */
export function withCacheControl<E extends Entry>(entry: E): E {
  if (entry.cacheControl || !entry.lifespan || entry.value?.kind === 'FETCH') return entry;
  const { revalidate, expireAge } = entry.lifespan;
  if (revalidate === undefined) return entry;
  return { ...entry, cacheControl: { revalidate, expire: expireAge } };
}
