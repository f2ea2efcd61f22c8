import type { StockFlips } from '@/lib/revalidate/change';

/**
 * One line of an order as its stock is now: the spec it took from and the product's total. Read by
 * `orderStockRows` (./stock.ts).
 */
export type OrderStockRow = {
  /** The product's nanoId. */
  nanoId: string;
  stockId: number;
  /** The spec's stock as read. */
  stock: number;
  /** The spec is off sale (a catalog import dropped it): its page no longer shows it. */
  removed: boolean;
  /** How many of the spec the line holds. */
  quantity: number;
  /** The product's total stock as read: what its card shows (0: 已售完). */
  productStock: number;
};

/**
 * Which products an order flipped, read after it was committed. It took from each spec it names, so
 * each was on sale before: a spec at 0 now was sold out by it, a product at 0 now lost its last unit.
 *
 * Safe under concurrency: availability flips only at a commit, and the last flip to sold out of a
 * spec (or a product) is some order's; that order reads after its own commit, and since nothing
 * flipped it back, it reads 0 and purges. An earlier flip that a later commit undid needs no purge
 * of its own, and a flip reported twice (two orders read the same 0) only purges twice.
 */
export function flipsOfTaking(rows: readonly OrderStockRow[]): StockFlips {
  const products = rows.filter((r) => !r.removed && r.stock <= 0).map((r) => r.nanoId);
  const listed = rows.filter((r) => r.productStock <= 0).map((r) => r.nanoId);
  return { products: unique(products.concat(listed)), listed: unique(listed) };
}

/**
 * Which products giving an order's stock back flipped, read in the transaction that gave it back,
 * after the stock came back: the transaction holds the specs' rows locked from its update to its
 * commit, so what it reads of them is exactly what it made, and a spec whose stock minus what came
 * back is 0 was sold out just before. Read after the commit instead, another cancel of the same spec
 * committed in between would hide the flip from both (1 + 1 given back reads 2 for each).
 *
 * A spec back on sale may be its product's first, or not: the product's other specs are not locked
 * here, so the product counts as listed (its card may have flipped) whenever one of its specs did.
 * That purges its lists a little more often than needed (a size back while another size was on sale),
 * never less.
 */
export function flipsOfGivingBack(rows: readonly OrderStockRow[]): StockFlips {
  const given = new Map<number, { row: OrderStockRow; quantity: number }>();
  for (const row of rows) {
    const seen = given.get(row.stockId);
    given.set(row.stockId, { row, quantity: (seen?.quantity ?? 0) + row.quantity });
  }
  const flipped = [...given.values()]
    .filter(({ row, quantity }) => !row.removed && row.stock > 0 && row.stock - quantity <= 0)
    .map(({ row }) => row.nanoId);
  return { products: unique(flipped), listed: unique(flipped) };
}

const unique = (names: string[]) => [...new Set(names)].sort();
