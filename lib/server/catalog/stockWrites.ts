import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { productStocks } from '../db/schema';

/*
 * The merchant's writes of product_stocks, besides the spec matrix (combinations.ts) and the
 * orders' takes and give-backs (stockMoves.ts): the catalog is the table's one writer, whichever
 * door (console, operator command) a change comes through.
 */

/** What a product's combinations on sale are: those not taken off. */
const onSale = (productId: number) =>
  and(eq(productStocks.productId, productId), eq(productStocks.isRemove, false));

/** Sets one combination's stock, as the merchant counted it. */
export async function setStock(tx: DbOrTx, stockId: number, quantity: number): Promise<void> {
  await tx.update(productStocks).set({ stock: quantity }).where(eq(productStocks.id, stockId));
}

/** Sets every combination on sale of the product to this stock. */
export async function setProductStock(tx: DbOrTx, productId: number, quantity: number): Promise<void> {
  await tx.update(productStocks).set({ stock: quantity }).where(onSale(productId));
}

/** Sells every combination on sale of the product at this activity price (null: the usual prices). */
export async function setProductActivityPrice(
  tx: DbOrTx,
  productId: number,
  activityPrice: number | null,
): Promise<void> {
  await tx.update(productStocks).set({ activityPrice }).where(onSale(productId));
}
