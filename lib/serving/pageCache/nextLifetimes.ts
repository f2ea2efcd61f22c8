// Next records the lifetime of every response it hands to the cache handler in a table of its own
// (`SharedCacheControls` in next/dist/server/lib/incremental-cache/), before `set` is called, and
// never prunes it. For an answer the handler does not keep, a 404 for a made-up id, the row would
// stay for the life of the process: about half a kilobyte per address, without bound, for every
// made-up address a crawler asks for. Forgetting it is safe: without a row Next falls back to the
// route's own lifetime.
//
// This is the one place the server reaches into Next's private modules: the cache handler interface
// has no way to drop the row, and an unbounded table is worse than a private import. `next` is
// pinned to the minor version this was tested on; should an upgrade move the table, forgetting does
// nothing and nextLifetimes.test.ts fails, so the upgrade says so.
import { createRequire } from 'node:module';

const TABLE_MODULE = 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';

let table: Map<string, unknown> | null | undefined;

/** Next's table of lifetimes by response key; null when this Next has none where it is looked for. */
export function lifetimeTable(): Map<string, unknown> | null {
  if (table === undefined) {
    try {
      const { SharedCacheControls } = createRequire(import.meta.url)(TABLE_MODULE) as {
        SharedCacheControls?: { cacheControls?: unknown };
      };
      const found = SharedCacheControls?.cacheControls;
      table = found instanceof Map ? (found as Map<string, unknown>) : null;
    } catch {
      table = null;
    }
  }
  return table;
}

/** Forgets Next's note of a response the handler does not keep. */
export function forgetLifetime(key: string): void {
  lifetimeTable()?.delete(key);
}
