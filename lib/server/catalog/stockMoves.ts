import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orderItems, productStocks } from '../db/schema';
import { HttpError } from '../http/errors';

export type StockTake = { stockId: number; quantity: number; name: string };

/**
 * Takes the stock of each line with a conditional decrement: the row changes only while it still
 * holds enough, so two buyers of the last unit cannot both succeed, on one process or many sharing
 * one PostgreSQL. Lines go in id order so concurrent orders lock rows in the same order (no deadlock).
 * A line that cannot be taken throws, and the caller's transaction gives back what was taken.
 */
export async function takeStock(tx: DbOrTx, shopId: number, lines: StockTake[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.stockId - b.stockId)) {
    const taken = await tx
      .update(productStocks)
      .set({ stock: sql`${productStocks.stock} - ${line.quantity}` })
      .where(
        and(
          eq(productStocks.id, line.stockId),
          eq(productStocks.shopId, shopId),
          eq(productStocks.isRemove, false),
          gte(productStocks.stock, line.quantity),
        ),
      )
      .returning({ id: productStocks.id });
    if (!taken.length) throw new HttpError(409, `「${line.name}」庫存不足，請調整數量後再試`);
  }
}

/** Puts an order's quantities back on the shelf (the caller makes sure this happens once). */
export async function returnStock(tx: DbOrTx, shopId: number, orderId: number): Promise<void> {
  const items = await tx
    .select({ stockId: orderItems.stockId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.shopId, shopId), eq(orderItems.orderId, orderId)))
    .orderBy(orderItems.stockId);
  for (const item of items) {
    await tx
      .update(productStocks)
      .set({ stock: sql`${productStocks.stock} + ${item.quantity}` })
      .where(and(eq(productStocks.id, item.stockId), eq(productStocks.shopId, shopId)));
  }
}

/** Puts returned units back on the shelf (the caller makes sure this happens once). */
export async function restockLines(
  tx: DbOrTx,
  shopId: number,
  lines: { stockId: number; quantity: number }[],
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.stockId - b.stockId)) {
    await tx
      .update(productStocks)
      .set({ stock: sql`${productStocks.stock} + ${line.quantity}` })
      .where(and(eq(productStocks.id, line.stockId), eq(productStocks.shopId, shopId)));
  }
}
