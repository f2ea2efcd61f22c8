// The in-process meeting point of a change and the caches that must forget it, as the production
// entry (lib/serving/start.ts, plain Node) sees it: it registers the front cache and the page cache
// here. The app's bundles (the proxy's host lookup, the routes that change data) reach the same
// listeners through lib/revalidate/hub.ts, on the same global slot, since each bundle has its own
// copy of every module.
import type { Change } from '../../revalidate/change.ts';
import { CHANGE_LISTENERS_SLOT, PROCESS_ID_SLOT } from '../contract.ts';

type Listener = (change: Change) => unknown;

const SLOT = Symbol.for(CHANGE_LISTENERS_SLOT);

function listeners(): Set<Listener> {
  const holder = globalThis as unknown as Record<symbol, Set<Listener> | undefined>;
  return (holder[SLOT] ??= new Set());
}

/** Tells `listener` of every change; the function it returns stops that. */
export function onChange(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/**
 * Tells every listener; one that fails is logged and does not keep the others from forgetting.
 */
export async function applyChange(change: Change): Promise<void> {
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

const ID = Symbol.for(PROCESS_ID_SLOT);

/** Tells this process apart from the others that hear the same changes. */
export function processId(): string {
  const holder = globalThis as unknown as Record<symbol, string | undefined>;
  return (holder[ID] ??= `${process.pid}-${Math.random().toString(36).slice(2)}`);
}
