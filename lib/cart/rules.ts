import type { StockWithProduct } from '@/lib/api/contract';
import { overPurchaseLimit } from '@/lib/catalog/purchaseLimit';
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

/** Units of the product held by the cart's other lines (its other specs), which its 限購 counts too. */
const otherUnits = (lines: CartLine[], line: CartLine) =>
  lines
    .filter((l) => l.product.id === line.product.id && l.stock.id !== line.stock.id && !l.isRemoved)
    .reduce((sum, l) => sum + l.count, 0);

/**
 * The most a line may hold: its stock, and what the product's 限購 leaves after its other specs, with
 * the warning to give when the limit is what stops the shopper. May be below 1: nothing more fits.
 */
function lineCap(lines: CartLine[], line: CartLine): { max: number; limitWarning: string | null } {
  const limit = line.product.purchaseLimit ?? null;
  if (limit === null) return { max: line.stock.inStock, limitWarning: null };
  const room = limit - otherUnits(lines, line);
  if (room >= line.stock.inStock) return { max: line.stock.inStock, limitWarning: null };
  return { max: room, limitWarning: overPurchaseLimit(line.product.name, limit) };
}

/**
 * Adds a line (spec §4): the same product with the same spec name adds to the existing count, never
 * beyond the stock the new line was added with nor beyond the product's 限購 (its specs counted
 * together), which is then the warning. A product already at its limit is not added.
 */
export function mergeLine(lines: CartLine[], line: CartLine): { lines: CartLine[]; warning: string | null } {
  const existing = lines.find((l) => sameLine(l, line));
  const cap = lineCap(lines, line);
  if (cap.max < 1) return { lines, warning: cap.limitWarning };
  const wanted = (existing?.count ?? 0) + line.count;
  const count = clampQuantity(wanted, cap.max).count;
  const warning = wanted > cap.max ? cap.limitWarning : null;
  if (!existing) return { lines: [...lines, { ...line, count }], warning };
  return { lines: lines.map((l) => (l === existing ? { ...line, count, lastCount: null } : l)), warning };
}

/**
 * The stepper on a cart line: the rules of spec §5, with the warning when the stock is reached, or
 * the product's 限購 when that comes first.
 */
export function changeCount(
  lines: CartLine[],
  stockId: number,
  wanted: number,
): { lines: CartLine[]; warning: string | null } {
  let warning: string | null = null;
  const next = lines.map((l) => {
    if (l.stock.id !== stockId) return l;
    const cap = lineCap(lines, l);
    const result = clampQuantity(wanted, Math.max(cap.max, 1));
    warning = cap.limitWarning && result.warning ? cap.limitWarning : result.warning;
    // A count the shopper sets is their new choice: nothing capped is left to restore.
    return { ...l, count: result.count, lastCount: null };
  });
  return { lines: next, warning };
}

/** The most a line's stepper offers (see lineCap), at least 1 so that it still shows the count. */
export const stepperLimit = (lines: CartLine[], line: CartLine) => Math.max(lineCap(lines, line).max, 1);

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
        purchaseLimit: p.purchaseLimit,
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

/**
 * What a line tells the shopper (spec §8): gone, not enough stock for what they chose, or more of the
 * product across the cart than its 限購 (a limit set after the line was added), which the order would
 * refuse.
 */
export function lineNotice(line: CartLine, lines: CartLine[] = [line]): string | null {
  if (line.isRemoved) return REMOVED_NOTICE;
  if (line.stock.inStock <= 0 || line.lastCount !== null || line.count > line.stock.inStock)
    return LOW_STOCK_NOTICE;
  const limit = line.product.purchaseLimit ?? null;
  if (limit !== null && line.count + otherUnits(lines, line) > limit)
    return overPurchaseLimit(line.product.name, limit);
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
 * The cart page's groups (spec §2): one per running activity with its name; lines without one
 * (no activity, or one switched off, not started or ended: the shop API answers its `enable` as the
 * running state), or removed, form an unnamed group shown first. A line is never listed under an
 * activity whose price it no longer gets.
 */
export function groupByActivity(lines: CartLine[]): CartGroup[] {
  const loose: CartLine[] = [];
  const groups = new Map<number, CartGroup>();
  for (const line of lines) {
    if (line.isRemoved || !line.activity?.enable) {
      loose.push(line);
      continue;
    }
    const key = line.activity.id;
    if (!groups.has(key)) groups.set(key, { key: `activity-${key}`, title: line.activity.name, lines: [] });
    groups.get(key)!.lines.push(line);
  }
  return [...(loose.length ? [{ key: 'none', title: null, lines: loose }] : []), ...groups.values()];
}
