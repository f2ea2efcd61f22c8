import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { MatrixCell, SpecMatrix } from '@/lib/console/products/matrix';
import { planMatrix, type MatrixProblem, type StoredMatrix } from './specMatrix';
import type { DbOrTx, Tx } from '../db/client';
import { productChildSpecs, productParentSpecs, productStockChildSpecs, productStocks } from '../db/schema';

type SpecPair = { parent: string; child: string };

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

/** A stock as stored, with its figures (the console's form shows them). */
export type StoredStock = StoredMatrix['stocks'][number] & {
  stock: number;
  price: number;
  activityPrice: number | null;
};

/** A product's levels, values and stocks by id, as planMatrix compares them, stocks oldest first. */
export async function storedMatrix(
  db: DbOrTx,
  productId: number,
): Promise<Omit<StoredMatrix, 'stocks'> & { stocks: StoredStock[] }> {
  const [levels, values, stocks, links] = await Promise.all([
    db
      .select({ id: productParentSpecs.id, name: productParentSpecs.name })
      .from(productParentSpecs)
      .where(eq(productParentSpecs.productId, productId))
      .orderBy(asc(productParentSpecs.order), asc(productParentSpecs.id)),
    db
      .select({
        id: productChildSpecs.id,
        levelId: productChildSpecs.parentSpecId,
        name: productChildSpecs.name,
      })
      .from(productChildSpecs)
      .where(eq(productChildSpecs.productId, productId))
      .orderBy(asc(productChildSpecs.order), asc(productChildSpecs.id)),
    db
      .select({
        id: productStocks.id,
        isRemove: productStocks.isRemove,
        stock: productStocks.stock,
        price: productStocks.price,
        activityPrice: productStocks.activityPrice,
      })
      .from(productStocks)
      .where(eq(productStocks.productId, productId))
      .orderBy(asc(productStocks.id)),
    db
      .select({ stockId: productStockChildSpecs.stockId, valueId: productStockChildSpecs.childSpecId })
      .from(productStockChildSpecs)
      .innerJoin(productStocks, eq(productStocks.id, productStockChildSpecs.stockId))
      .where(eq(productStocks.productId, productId)),
  ]);
  return {
    levels,
    values,
    stocks: stocks.map((s) => ({
      ...s,
      valueIds: links.filter((l) => l.stockId === s.id).map((l) => l.valueId),
    })),
  };
}

export type MatrixWritten = { created: number; updated: number; takenOff: number };

/**
 * Makes a product's specs and stocks exactly a matrix (lib/console/products/matrix.ts), inside the
 * caller's transaction: the console's product save and the catalog import both write through here.
 * `wantedOf` sees what is stored first (the import names values, the console carries their ids);
 * a matrix that does not fit is refused through `refuse`, before anything is written.
 */
export async function writeMatrix(
  tx: Tx,
  shopId: number,
  productId: number,
  wantedOf: (stored: StoredMatrix) => SpecMatrix,
  refuse: (problem: MatrixProblem) => Error,
): Promise<MatrixWritten> {
  const stored = await storedMatrix(tx, productId);
  const planned = planMatrix(stored, wantedOf(stored));
  if (!planned.ok) throw refuse(planned.problem);
  const { plan } = planned;

  if (plan.takeOff.length)
    await tx.update(productStocks).set({ isRemove: true }).where(inArray(productStocks.id, plan.takeOff));
  // Dropped levels and values go with their links (the stocks taken off keep their rows).
  if (plan.dropLevels.length)
    await tx.delete(productParentSpecs).where(inArray(productParentSpecs.id, plan.dropLevels));
  if (plan.dropValues.length)
    await tx.delete(productChildSpecs).where(inArray(productChildSpecs.id, plan.dropValues));

  const valueIds = new Map<string, number>();
  for (const level of plan.levels) {
    let levelId = level.id;
    if (levelId === null) {
      const [row] = await tx
        .insert(productParentSpecs)
        .values({ shopId, productId, name: level.name, order: level.order })
        .returning({ id: productParentSpecs.id });
      levelId = row!.id;
    } else
      await tx
        .update(productParentSpecs)
        .set({ name: level.name, order: level.order })
        .where(eq(productParentSpecs.id, levelId));
    for (const value of level.values) {
      let valueId = value.id;
      if (valueId === null) {
        const [row] = await tx
          .insert(productChildSpecs)
          .values({ shopId, productId, parentSpecId: levelId, name: value.name, order: value.order })
          .returning({ id: productChildSpecs.id });
        valueId = row!.id;
      } else
        await tx
          .update(productChildSpecs)
          .set({ name: value.name, order: value.order })
          .where(eq(productChildSpecs.id, valueId));
      valueIds.set(value.key, valueId);
    }
  }

  const figures = (cell: MatrixCell) => ({
    stock: cell.stock,
    price: cell.price,
    activityPrice: cell.activityPrice,
    isRemove: false,
  });
  for (const { stockId, cell } of plan.keep) {
    const { stock, ...rest } = figures(cell);
    // With the figure the editor was shown, the change typed is applied to what is stored now, in
    // this statement: 10 shown, 3 sold meanwhile, 15 typed → 12, never the sales undone.
    await tx
      .update(productStocks)
      .set({
        ...rest,
        stock:
          cell.seen === undefined ? stock : sql`greatest(0, ${productStocks.stock} + ${stock - cell.seen})`,
      })
      .where(eq(productStocks.id, stockId));
  }
  for (const cell of plan.add) {
    const [row] = await tx
      .insert(productStocks)
      .values({ ...figures(cell), shopId, productId })
      .returning({ id: productStocks.id });
    if (cell.keys.length)
      await tx
        .insert(productStockChildSpecs)
        .values(cell.keys.map((k) => ({ shopId, stockId: row!.id, childSpecId: valueIds.get(k)! })));
  }
  return { created: plan.add.length, updated: plan.keep.length, takenOff: plan.takeOff.length };
}
