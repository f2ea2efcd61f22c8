import { z } from 'zod';
import { CartLineSchema, type CartLine } from './line';

/**
 * The browser cart of one shop, in localStorage under a key per shop. This is the minimum the
 * catalog screens need (add, count, read); the cart issue completes it with refresh and expiry.
 */
const key = (shopId: number) => `cart:${shopId}`;
const StoredCart = z.object({ savedAt: z.number(), lines: z.array(CartLineSchema) });

type Listener = () => void;
const listeners = new Set<Listener>();
const snapshots = new Map<number, CartLine[]>();
const EMPTY: CartLine[] = [];

function read(shopId: number): CartLine[] {
  if (typeof window === 'undefined') return EMPTY;
  try {
    const parsed = StoredCart.safeParse(JSON.parse(window.localStorage.getItem(key(shopId)) ?? 'null'));
    return parsed.success ? parsed.data.lines : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(shopId: number, lines: CartLine[]) {
  window.localStorage.setItem(key(shopId), JSON.stringify({ savedAt: Date.now(), lines }));
  snapshots.set(shopId, lines);
  for (const l of listeners) l();
}

export function getCart(shopId: number): CartLine[] {
  if (!snapshots.has(shopId)) snapshots.set(shopId, read(shopId));
  return snapshots.get(shopId)!;
}

export const getServerCart = () => EMPTY;

export function subscribeCart(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith('cart:')) {
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

/** Adds a line; the same product and spec name adds to the existing count, capped at the stock. */
export function addToCart(shopId: number, line: CartLine): void {
  const lines = getCart(shopId);
  const same = lines.find((l) => l.product.id === line.product.id && l.name === line.name);
  const next = same
    ? lines.map((l) =>
        l === same ? { ...line, count: Math.min(l.count + line.count, line.stock.inStock) } : l,
      )
    : [...lines, line];
  write(shopId, next);
}

export function clearCart(shopId: number): void {
  write(shopId, []);
}

/** Lines that count: not removed and with stock (spec §4 Cart). */
export const cartCount = (lines: CartLine[]) =>
  lines.filter((l) => !l.isRemoved && l.stock.inStock > 0).length;
