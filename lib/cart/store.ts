import { z } from 'zod/mini';
import { CartLineSchema, type CartLine } from './line';
import { changeCount, isExpired, mergeLine, removeLine } from './rules';

/**
 * The browser cart of one shop: localStorage under a key per shop with the time of the last save,
 * read through useSyncExternalStore (see useCart) and kept in step across tabs by the storage event.
 * The rules themselves are the pure functions of ./rules.
 */
export const cartKey = (shopId: number) => `cart:${shopId}`;
const StoredCart = z.object({ savedAt: z.number(), lines: z.array(CartLineSchema) });

const EMPTY: CartLine[] = [];
const snapshots = new Map<number, CartLine[]>();
const listeners = new Set<() => void>();

function read(shopId: number, now = Date.now()): CartLine[] {
  try {
    const raw = window.localStorage.getItem(cartKey(shopId));
    const parsed = StoredCart.safeParse(JSON.parse(raw ?? 'null'));
    if (!parsed.success) return EMPTY;
    if (isExpired(parsed.data.savedAt, now)) {
      window.localStorage.removeItem(cartKey(shopId));
      return EMPTY;
    }
    return parsed.data.lines;
  } catch {
    // Storage blocked (private mode) or unreadable: an empty cart rather than a broken page.
    return EMPTY;
  }
}

function notify() {
  for (const l of listeners) l();
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

export function getCart(shopId: number): CartLine[] {
  if (!snapshots.has(shopId)) snapshots.set(shopId, read(shopId));
  return snapshots.get(shopId)!;
}

/** Server rendering and the first client render see an empty cart; the real one follows on mount. */
export const getServerCart = () => EMPTY;

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

export function addToCart(shopId: number, line: CartLine): void {
  saveCart(shopId, mergeLine(getCart(shopId), line));
}

/** Returns the stepper's warning when the stock caps the count. */
export function setLineCount(shopId: number, stockId: number, count: number): string | null {
  const { lines, warning } = changeCount(getCart(shopId), stockId, count);
  saveCart(shopId, lines);
  return warning;
}

export function removeCartLine(shopId: number, stockId: number): void {
  saveCart(shopId, removeLine(getCart(shopId), stockId));
}

/** Drops the lines an order has bought; a line added meanwhile, or not bought, stays. */
export function removeLines(shopId: number, stockIds: readonly number[]): void {
  const bought = new Set(stockIds);
  saveCart(
    shopId,
    getCart(shopId).filter((l) => !bought.has(l.stock.id)),
  );
}

export function clearCart(shopId: number): void {
  saveCart(shopId, []);
}
