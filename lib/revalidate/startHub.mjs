// @ts-check
// The in-process meeting point of a change and the caches that must forget it, as the production
// entry (scripts/start.mjs, plain Node) sees it: it registers the front cache and the page cache
// here. The app's bundles (the proxy's host lookup, the routes that change data) reach the same
// listeners through lib/revalidate/hub.ts, on the same global slot, since each bundle has its own
// copy of every module.

/** @typedef {import('./payload.mjs').Change} Change */
/** @typedef {(change: Change) => unknown} Listener */

const SLOT = Symbol.for('storefront.changeListeners');

/** @returns {Set<Listener>} */
function listeners() {
  const holder = /** @type {Record<symbol, Set<Listener> | undefined>} */ (globalThis);
  return (holder[SLOT] ??= new Set());
}

/**
 * @param {Listener} listener
 * @returns {() => void} stops listening
 */
export function onChange(listener) {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/**
 * Tells every listener; one that fails is logged and does not keep the others from forgetting.
 * @param {Change} change
 */
export async function applyChange(change) {
  await Promise.all(
    [...listeners()].map(async (listener) => {
      try {
        await listener(change);
      } catch (error) {
        console.error('[revalidate]', error);
      }
    }),
  );
}

const ID = Symbol.for('storefront.processId');

/** Tells this process apart from the others that hear the same changes. */
export function processId() {
  const holder = /** @type {Record<symbol, string | undefined>} */ (globalThis);
  return (holder[ID] ??= `${process.pid}-${Math.random().toString(36).slice(2)}`);
}
