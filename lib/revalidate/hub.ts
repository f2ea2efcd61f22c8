import { CHANGE_LISTENERS_SLOT, PROCESS_ID_SLOT } from '@/lib/serving/contract';
import type { Change } from './change';

// The app's side of lib/serving/revalidate/startHub.ts (which the production entry imports): the same
// listeners on the same global slot, since every bundle of the app has its own copy of this module.

type Listener = (change: Change) => unknown;

const SLOT = Symbol.for(CHANGE_LISTENERS_SLOT);

function listeners(): Set<Listener> {
  const holder = globalThis as unknown as Record<symbol, Set<Listener> | undefined>;
  return (holder[SLOT] ??= new Set());
}

export function onChange(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Tells every listener; one that fails is logged and does not keep the others from forgetting. */
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
