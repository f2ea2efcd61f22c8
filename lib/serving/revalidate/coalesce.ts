// Bounds what changes of stock cost the caches. Tested in coalesce.test.ts.
import type { Change } from '../../revalidate/change.ts';

/**
 * Every change of stock purges the page of a product that flipped and the lists that show it, and
 * the next visitors of those pages wait for a render. A shopper (or a script) ordering and cancelling
 * the last unit of a product in a loop flips it on every call: unbounded, that keeps the shop's
 * busiest pages (its home page shows the product) from ever being served from a cache. So a process
 * applies at most one change of stock per shop per interval: the first at once (an order that sells
 * the last unit shows 已售罄 on the next view), the ones after it held back and applied together when
 * the interval ends, so the final state always shows within it. An interval of 1 s caps what the
 * loop costs at one render per second of each page showing the product, per process.
 */
const STOCK_CHANGE_INTERVAL_MS = 1_000;

/**
 * `apply` as a listener of changes, with changes of stock of one shop coalesced as above. Changes of
 * a whole shop (operator commands) pass at once.
 */
export function coalesceStockChanges(
  apply: (change: Change) => unknown,
  {
    intervalMs = STOCK_CHANGE_INTERVAL_MS,
    now = Date.now,
    later = unrefTimeout,
  }: { intervalMs?: number; now?: () => number; later?: (run: () => void, ms: number) => unknown } = {},
): (change: Change) => unknown {
  const shops = new Map<number, { appliedAt: number; held: Change | null }>();

  const release = (shop: number) => {
    const state = shops.get(shop);
    if (!state?.held) return;
    const change = state.held;
    state.held = null;
    state.appliedAt = now();
    void Promise.resolve(apply(change)).catch((error) => console.error('[revalidate]', error));
  };

  return (change) => {
    const shop = change.shops[0];
    if (!change.stock || shop === undefined) return apply(change);
    const t = now();
    const state = shops.get(shop);
    if (!state || (!state.held && t - state.appliedAt >= intervalMs)) {
      // Shops not heard of within an interval are dropped, so the map holds only the busy ones.
      for (const [id, other] of shops) if (!other.held && t - other.appliedAt >= intervalMs) shops.delete(id);
      shops.set(shop, { appliedAt: t, held: null });
      return apply(change);
    }
    if (state.held) {
      state.held = mergeChanges(state.held, change);
      return undefined;
    }
    state.held = change;
    later(() => release(shop), Math.max(0, state.appliedAt + intervalMs - t));
    return undefined;
  };
}

/**
 * Two changes of stock of one shop as one.
 */
export function mergeChanges(a: Change, b: Change): Change {
  const union = (x: string[], y: string[]) => [...new Set([...x, ...y])].sort();
  return {
    shops: a.shops,
    hosts: union(a.hosts, b.hosts),
    tags: union(a.tags, b.tags),
    stock: {
      products: union(a.stock?.products ?? [], b.stock?.products ?? []),
      listed: union(a.stock?.listed ?? [], b.stock?.listed ?? []),
    },
  };
}

/**
 * A timer that does not keep the process alive.
 */
function unrefTimeout(run: () => void, ms: number): NodeJS.Timeout {
  return setTimeout(run, ms).unref();
}
