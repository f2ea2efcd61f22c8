import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { productChildSpecs, productParentSpecs, productStockChildSpecs, productStocks } from '../db/schema';

export type SpecPair = { parent: string; child: string };

/**
 * A stock's identity across imports: its spec values by level name, whatever order the levels are
 * listed in. A product without specs has one stock, with the empty combination.
 */
export function combinationKey(pairs: SpecPair[]): string {
  return JSON.stringify(
    pairs.map((p) => [p.parent, p.child]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)),
  );
}

export type StockCombination = { stockId: number; isRemove: boolean; pairs: SpecPair[] };

/** Every stock of a product with its spec values in level order. */
export async function stockCombinations(db: DbOrTx, productId: number): Promise<StockCombination[]> {
  const [stocks, links] = await Promise.all([
    db
      .select({ id: productStocks.id, isRemove: productStocks.isRemove })
      .from(productStocks)
      .where(eq(productStocks.productId, productId))
      .orderBy(asc(productStocks.id)),
    db
      .select({
        stockId: productStockChildSpecs.stockId,
        parent: productParentSpecs.name,
        child: productChildSpecs.name,
      })
      .from(productStockChildSpecs)
      .innerJoin(productChildSpecs, eq(productChildSpecs.id, productStockChildSpecs.childSpecId))
      .innerJoin(productParentSpecs, eq(productParentSpecs.id, productChildSpecs.parentSpecId))
      .where(eq(productChildSpecs.productId, productId))
      .orderBy(asc(productParentSpecs.order), asc(productParentSpecs.id)),
  ]);
  return stocks.map((s) => ({
    stockId: s.id,
    isRemove: s.isRemove,
    pairs: links.filter((l) => l.stockId === s.id).map(({ parent, child }) => ({ parent, child })),
  }));
}
