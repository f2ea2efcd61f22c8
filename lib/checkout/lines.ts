import type { OrderItem } from '@/lib/api/contract';
import type { CartLine } from '@/lib/cart/line';
import { checkoutLines, groupByActivity, lineNotice, lineTotal } from '@/lib/cart/rules';

/** A line being bought, as the checkout lists it. */
export type LineRow = {
  stockId: number;
  name: string;
  /** The spec combination; empty for products without specs. */
  specName: string;
  image: string | null;
  quantity: number;
  price: number;
  /** The normal unit price, struck through beside a lower one. */
  was: number | null;
  subtotal: number;
  cashbackRate: number;
  /** What the cart says about the line: gone, or short of stock. */
  notice: string | null;
};

export type LineGroup = { key: string; title: string | null; rows: LineRow[] };

const fromCart = (line: CartLine): LineRow => ({
  stockId: line.stock.id,
  name: line.product.name,
  specName: line.name,
  image: line.image,
  quantity: line.count,
  price: line.stock.activityPrice,
  was: line.stock.price > line.stock.activityPrice ? line.stock.price : null,
  subtotal: lineTotal(line),
  cashbackRate: line.product.useCashbackRate,
  notice: lineNotice(line),
});

/**
 * The lines being bought, grouped by activity as on the cart page (spec §2): the server's lines and
 * prices once a pre-check has answered, the browser cart's only until then. The cart's notices are
 * kept on the server's lines, so a stock that ran out shows on the line it belongs to.
 */
export function checkoutLineGroups(cart: CartLine[], items: OrderItem[] | null): LineGroup[] {
  if (!items)
    return groupByActivity(checkoutLines(cart)).map((g) => ({
      key: g.key,
      title: g.title,
      rows: g.lines.map(fromCart),
    }));
  const inCart = new Map(cart.map((l) => [l.stock.id, l]));
  const groups = new Map<string, LineGroup>();
  // Lines without an activity come first, as on the cart page.
  groups.set('none', { key: 'none', title: null, rows: [] });
  for (const item of items) {
    const key = item.activity ? `activity-${item.activity.id}` : 'none';
    if (!groups.has(key)) groups.set(key, { key, title: item.activity!.name, rows: [] });
    const line = inCart.get(item.stockId);
    groups.get(key)!.rows.push({
      stockId: item.stockId,
      name: item.name,
      specName: item.specName,
      image: item.image,
      quantity: item.quantity,
      price: item.price,
      was: item.originPrice > item.price ? item.originPrice : null,
      subtotal: item.subtotal,
      cashbackRate: item.useCashbackRate,
      notice: line ? lineNotice(line) : null,
    });
  }
  return [...groups.values()].filter((g) => g.rows.length);
}
