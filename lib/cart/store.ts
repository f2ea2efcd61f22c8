import type { CartLine } from './line';
import { changeCount, isExpired, mergeLine, removeLine } from './rules';
import type { parseStoredCart } from './stored';

/**
 * The browser cart of one shop: localStorage under a key per shop with the time of the last save,
 * read through useSyncExternalStore (see useCart) and kept in step across tabs by the storage event.
 * The rules themselves are the pure functions of ./rules.
 *
 * What storage holds is checked with the cart's schema (./stored), which loads when there is a
 * stored cart to read instead of with the page, so that zod stays out of every page's first load
 * (and out of the visit, while the cart is empty). Until it has loaded such a cart is not yet known
 * (null), as during server rendering, and changes wait for it.
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

/** The shop's cart as stored, unread; null when there is none (or storage is blocked). */
function storedText(shopId: number): string | null {
  try {
    return window.localStorage.getItem(cartKey(shopId));
  } catch {
    return null;
  }
}

function read(shopId: number, check: typeof parseStoredCart, now = Date.now()): CartLine[] {
  try {
    const stored = check(JSON.parse(storedText(shopId) ?? 'null'));
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

/**
 * The cart, or null while it cannot be read yet: a cart is stored and the schema that checks it is
 * loading (which this starts). Nothing stored is an empty cart, known at once.
 */
export function readCart(shopId: number): CartLine[] | null {
  if (!snapshots.has(shopId)) {
    if (parse) snapshots.set(shopId, read(shopId, parse));
    else if (storedText(shopId) === null) snapshots.set(shopId, []);
    else {
      cartReady().catch(() => {});
      return null;
    }
  }
  return snapshots.get(shopId)!;
}

/** The cart where it can be read (see readCart); empty while it cannot. */
export function getCart(shopId: number): CartLine[] {
  return readCart(shopId) ?? [];
}

/** The cart, once it can be read. */
export async function loadCart(shopId: number): Promise<CartLine[]> {
  const lines = readCart(shopId);
  if (lines) return lines;
  await cartReady();
  return getCart(shopId);
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

/**
 * Applies a change to the stored cart: at once when it can be read, else as soon as it can. The lines
 * are read when the change is applied, so that changes waiting together do not undo one another.
 */
function update(shopId: number, change: (lines: CartLine[]) => CartLine[]): void {
  const lines = readCart(shopId);
  if (lines) saveCart(shopId, change(lines));
  else void cartReady().then(() => saveCart(shopId, change(getCart(shopId))));
}

/**
 * Returns the warning when the product's 限購 capped what was added (or kept it out). A cart that is
 * still loading learns of the line a moment later, and its warning is then shown on the cart page.
 */
export function addToCart(shopId: number, line: CartLine): string | null {
  let warning: string | null = null;
  update(shopId, (lines) => {
    const merged = mergeLine(lines, line);
    warning = merged.warning;
    return merged.lines;
  });
  return warning;
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
