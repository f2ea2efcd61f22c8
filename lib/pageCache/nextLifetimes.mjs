// @ts-check
// Next records the lifetime of every response it hands to the cache handler in a table of its own
// (`SharedCacheControls` in node_modules/next/dist/server/lib/incremental-cache/), before `set` is
// called, and never prunes it. For an answer the handler does not keep, a 404 for a made-up id, the
// row would stay for the life of the process: about half a kilobyte per address, without bound.
// Forgetting it is safe: without a row Next falls back to the route's own lifetime.
//
// The table is internal to Next. Should an upgrade move it, forgetting does nothing and
// nextLifetimes.test.mjs fails, so the upgrade says so.
import { createRequire } from 'node:module';

const TABLE_MODULE = 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';

/** @type {Map<string, unknown> | null | undefined} */
let table;

/** Next's table of lifetimes by response key; null when this Next has none where it is looked for. */
export function lifetimeTable() {
  if (table === undefined) {
    try {
      const { SharedCacheControls } = createRequire(import.meta.url)(TABLE_MODULE);
      table = SharedCacheControls?.cacheControls instanceof Map ? SharedCacheControls.cacheControls : null;
    } catch {
      table = null;
    }
  }
  return table;
}

/** @param {string} key a response key the handler does not keep */
export function forgetLifetime(key) {
  lifetimeTable()?.delete(key);
}
