import type { StockWithProduct } from '@/lib/api/contract';
import { clampQuantity } from '@/lib/catalog/quantity';
import type { CartLine } from './line';

/** The whole cart is forgotten 14 days after it was last saved (spec §9). */
export const CART_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const REMOVED_NOTICE = '此商品已不存在';
export const LOW_STOCK_NOTICE = '此商品庫存不足';
export const NOTHING_TO_CHECKOUT = '尚無可結帳商品！';
export const REMOVE_CONFIRM = '確定移除？';

/** Expired once 14 days have passed since the last save, to the millisecond. */
export const isExpired = (savedAt: number, now: number) => now - savedAt >= CART_TTL_MS;

const sameLine = (a: CartLine, b: CartLine) => a.product.id === b.product.id && a.name === b.name;

/**
 * Adds a line (spec §4): the same product with the same spec name adds to the existing count, never
 * beyond the stock the new line was added with.
 */
export function mergeLine(lines: CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => sameLine(l, line));
  if (!existing) return [...lines, line];
  const count = clampQuantity(existing.count + line.count, line.stock.inStock).count;
  return lines.map((l) => (l === existing ? { ...line, count, lastCount: null } : l));
}

/** The stepper on a cart line: the rules of spec §5, with the warning when the stock is reached. */
export function changeCount(
  lines: CartLine[],
  stockId: number,
  wanted: number,
): { lines: CartLine[]; warning: string | null } {
  let warning: string | null = null;
  const next = lines.map((l) => {
    if (l.stock.id !== stockId) return l;
    const result = clampQuantity(wanted, l.stock.inStock);
    warning = result.warning;
    // A count the shopper sets is their new choice: nothing capped is left to restore.
    return { ...l, count: result.count, lastCount: null };
  });
  return { lines: next, warning };
}

export const removeLine = (lines: CartLine[], stockId: number) => lines.filter((l) => l.stock.id !== stockId);

/**
 * Brings lines up to date with the stocks the server has now (spec §4 Cart). A stock that is gone is
 * flagged removed; everything else is refreshed. A count above the stock is capped and the shopper's
 * count kept in lastCount, to be given back when the stock allows again.
 */
export function refreshLines(
  lines: CartLine[],
  fresh: StockWithProduct[],
  // Only lines whose stock was asked about can be judged; a line added meanwhile is left alone.
  asked: ReadonlySet<number> = new Set(lines.map((l) => l.stock.id)),
): CartLine[] {
  const byId = new Map(fresh.map((s) => [s.id, s]));
  return lines.map((line) => {
    if (!asked.has(line.stock.id)) return line;
    const stock = byId.get(line.stock.id);
    if (!stock) return { ...line, isRemoved: true };
    const p = stock.EcommerceProduct;
    const wanted = line.lastCount ?? line.count;
    const capped = stock.stock > 0 && stock.stock < wanted;
    return {
      ...line,
      count: capped ? stock.stock : wanted,
      lastCount: capped ? wanted : null,
      image: (p.MainImage ?? p.Image)?.filename ?? line.image,
      product: {
        name: p.name,
        id: p.id,
        nanoId: p.nanoId,
        price: p.price,
        activityPrice: p.activityPrice,
        useCashbackRate: p.useCashbackRate,
      },
      stock: {
        id: stock.id,
        inStock: stock.stock,
        price: stock.price,
        activityPrice: stock.activityPrice,
        childSpecs: stock.EcommerceProductChildSpecs.map(({ id, name }) => ({ id, name })),
      },
      activity: p.EcommerceActivity
        ? { id: p.EcommerceActivity.id, name: p.EcommerceActivity.name, enable: p.EcommerceActivity.enable }
        : null,
      isRemoved: false,
    };
  });
}

/** What a line tells the shopper (spec §8): gone, or not enough stock for what they chose. */
export function lineNotice(line: CartLine): string | null {
  if (line.isRemoved) return REMOVED_NOTICE;
  if (line.stock.inStock <= 0 || line.lastCount !== null || line.count > line.stock.inStock)
    return LOW_STOCK_NOTICE;
  return null;
}

/** Lines that count and can be checked out: not removed, with stock (spec §4). */
export const checkoutLines = (lines: CartLine[]) => lines.filter((l) => !l.isRemoved && l.stock.inStock > 0);
export const cartCount = (lines: CartLine[]) => checkoutLines(lines).length;
export const canCheckout = (lines: CartLine[]) => checkoutLines(lines).length > 0;

/** What the shopper pays for a line: the current price of its combination times the count. */
export const lineTotal = (line: CartLine) => line.stock.activityPrice * line.count;
export const cartTotal = (lines: CartLine[]) =>
  checkoutLines(lines).reduce((sum, l) => sum + lineTotal(l), 0);

export type CartGroup = { key: string; title: string | null; lines: CartLine[] };

/**
 * The cart page's groups (spec §2): one per activity with its name; lines without an activity, or
 * removed, form an unnamed group shown first.
 */
export function groupByActivity(lines: CartLine[]): CartGroup[] {
  const loose: CartLine[] = [];
  const groups = new Map<number, CartGroup>();
  for (const line of lines) {
    if (line.isRemoved || !line.activity) {
      loose.push(line);
      continue;
    }
    const key = line.activity.id;
    if (!groups.has(key)) groups.set(key, { key: `activity-${key}`, title: line.activity.name, lines: [] });
    groups.get(key)!.lines.push(line);
  }
  return [...(loose.length ? [{ key: 'none', title: null, lines: loose }] : []), ...groups.values()];
}
