import { kindOfStatus } from './status';
import { DomainError } from '../kernel/errors';

/**
 * Failures the browser tests inject into the shop API, to see what a shopper sees when a read the
 * server makes for a page fails (the browser's own reads they fail in the browser). A fault names a
 * marker, text no real request holds (a search text, a nanoId); every request of that shop whose
 * decoded path and query contain it is answered with the fault's status and message, so journeys
 * running at the same time, and the caches, never meet it. Only with STOREFRONT_TEST_HOOKS=1.
 */
export type Fault = { marker: string; status: number; msg: string };

// Route handlers are bundled one by one: the faults live on globalThis so that every route sees them.
const STORE = Symbol.for('storefront.testFaults');
type Store = Map<number, Fault[]>;
const store = (): Store => {
  const global = globalThis as { [STORE]?: Store };
  return (global[STORE] ??= new Map());
};

const enabled = () => process.env.STOREFRONT_TEST_HOOKS === '1';

export function addFault(shopId: number, fault: Fault): void {
  const faults = (store().get(shopId) ?? []).filter((f) => f.marker !== fault.marker);
  store().set(shopId, [...faults, fault]);
}

export function removeFault(shopId: number, marker: string): void {
  store().set(
    shopId,
    (store().get(shopId) ?? []).filter((f) => f.marker !== marker),
  );
}

/** The fault this request of this shop meets, if any. */
export function faultFor(shopId: number, url: string): Fault | undefined {
  if (!enabled()) return undefined;
  const faults = store().get(shopId);
  if (!faults?.length) return undefined;
  const { pathname, search } = new URL(url);
  let target = pathname + search;
  try {
    target = decodeURIComponent(target.replace(/\+/g, ' '));
  } catch {
    // A broken escape: matched as written.
  }
  return faults.find((f) => target.includes(f.marker));
}

/** Throws the fault this request meets, answered as any API failure is (`{ msg }`). */
export function throwInjectedFault(shopId: number, url: string): void {
  const fault = faultFor(shopId, url);
  if (fault) throw new DomainError(kindOfStatus(fault.status), fault.msg);
}
