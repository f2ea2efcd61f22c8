import type { CartLine } from './line';
import { changeCount, isExpired, mergeLine, removeLine } from './rules';
import type { parseStoredCart } from './stored';

/**
 * The browser cart of one shop: localStorage under a key per shop with the time of the last save,
 * read through useSyncExternalStore (see useCart) and kept in step across tabs by the storage event.
 * The rules themselves are the pure functions of ./rules.
 *
 * What storage holds is checked with the cart's schema (./stored), which loads with the first read
 * instead of with the page, so that zod stays out of every page's first load. Until it has loaded
 * the cart is not yet known (null), as during server rendering, and changes wait for it.
 */
export const cartKey = (shopId: number) => `cart:${shopId}`;

const snapshots = new Map<number, CartLine[]>();
const listeners = new Set<() => void>();
let parse: typeof parseStoredCart | null = null;
let loading: Promise<void> | null = null;

function notify() {
  for (const l of listeners) l();
}

/** Resolves once the cart can be read; the first call loads the schema that checks it. */
export function cartReady(): Promise<void> {
  loading ??= import('./stored').then(
    (stored) => {
      parse = stored.parseStoredCart;
      notify();
    },
    (error: unknown) => {
      // A failed chunk load (offline): the next read tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function read(shopId: number, check: typeof parseStoredCart, now = Date.now()): CartLine[] {
  try {
    const raw = window.localStorage.getItem(cartKey(shopId));
    const stored = check(JSON.parse(raw ?? 'null'));
    if (!stored) return [];
    if (isExpired(stored.savedAt, now)) {
      window.localStorage.removeItem(cartKey(shopId));
      return [];
    }
    return stored.lines;
  } catch {
    // Storage blocked (private mode) or unreadable: an empty cart rather than a broken page.
    return [];
  }
}

export function saveCart(shopId: number, lines: CartLine[]): void {
  snapshots.set(shopId, lines);
  try {
    window.localStorage.setItem(cartKey(shopId), JSON.stringify({ savedAt: Date.now(), lines }));
  } catch {
    // Full or blocked storage: the cart still works for this page view.
  }
  notify();
}

/** The cart, or null while it cannot be read yet (its schema is loading, which this starts). */
export function readCart(shopId: number): CartLine[] | null {
  if (!parse) {
    cartReady().catch(() => {});
    return null;
  }
  if (!snapshots.has(shopId)) snapshots.set(shopId, read(shopId, parse));
  return snapshots.get(shopId)!;
}

/** The cart once it can be read (after cartReady); empty before. */
export function getCart(shopId: number): CartLine[] {
  return readCart(shopId) ?? [];
}

/** Server rendering and hydration do not know the cart; the real one follows on mount. */
export const getServerCart = () => null;

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    // Another tab saved a cart (or cleared storage): read again.
    if (e.key === null || e.key.startsWith('cart:')) {
      snapshots.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Applies a change to the stored cart: at once when it can be read, else as soon as it can. */
function update(shopId: number, change: (lines: CartLine[]) => CartLine[]): void {
  if (parse) saveCart(shopId, change(getCart(shopId)));
  else void cartReady().then(() => saveCart(shopId, change(getCart(shopId))));
}

export function addToCart(shopId: number, line: CartLine): void {
  update(shopId, (lines) => mergeLine(lines, line));
}

/**
 * Returns the stepper's warning when the stock caps the count. A stepper shows a line of the cart,
 * so the cart has been read and the change is made at once.
 */
export function setLineCount(shopId: number, stockId: number, count: number): string | null {
  let warning: string | null = null;
  update(shopId, (lines) => {
    const changed = changeCount(lines, stockId, count);
    warning = changed.warning;
    return changed.lines;
  });
  return warning;
}

export function removeCartLine(shopId: number, stockId: number): void {
  update(shopId, (lines) => removeLine(lines, stockId));
}

/** Drops the lines an order has bought; a line added meanwhile, or not bought, stays. */
export function removeLines(shopId: number, stockIds: readonly number[]): void {
  const bought = new Set(stockIds);
  update(shopId, (lines) => lines.filter((l) => !bought.has(l.stock.id)));
}

export function clearCart(shopId: number): void {
  saveCart(shopId, []);
}
