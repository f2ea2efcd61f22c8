// @ts-check
// Pure, tested in cacheControl.test.mjs.

/**
 * @typedef {{ revalidate?: number | false, expireAge?: number }} Lifespan
 * @typedef {{ value?: { kind?: string } | null, lifespan?: Lifespan | null, cacheControl?: unknown }} Entry
 */

/**
 * An entry as Next 16 needs it to answer a page from the cache with its Cache-Control. Next keeps a
 * page's lifetime in the memory of the process that rendered it and otherwise reads it from the
 * entry's `cacheControl`, which @fortedigital/nextjs-cache-handler does not store: a page rendered by
 * another process would be answered without Cache-Control, so no shared cache (the front cache
 * among them) could keep it. The lifespan the handler stores says the same: revalidate after
 * `revalidate` seconds, gone from Redis after `expireAge`. Fetch entries carry their own.
 * @template {Entry} E
 * @param {E} entry
 * @returns {E}
 */
export function withCacheControl(entry) {
  if (entry.cacheControl || !entry.lifespan || entry.value?.kind === 'FETCH') return entry;
  const { revalidate, expireAge } = entry.lifespan;
  if (revalidate === undefined) return entry;
  return { ...entry, cacheControl: { revalidate, expire: expireAge } };
}
