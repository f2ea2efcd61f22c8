import { and, eq, getTableName, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { intLiteral as int } from '../db/intLiteral';
import { isEmbedded } from '../db/location';
import { orderItems, productStocks } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { unitsLeft, type Line } from '../orders/leftToGive';

export type StockTake = { stockId: number; quantity: number; name: string };

const stockShort = (name: string) => new DomainError('conflict', `「${name}」庫存不足，請調整數量後再試`);

/**
 * The SQLSTATE the stock update raises for a line it cannot take, with the stock's id as the message
 * (a class of our own: PostgreSQL defines no class SF).
 */
const STOCK_SHORT_STATE = 'SF001';

/**
 * Takes the stock of each line with a conditional decrement: the row changes only while it still
 * holds enough, so two buyers of the last unit cannot both succeed, on one process or many sharing
 * one PostgreSQL. Lines go in id order so concurrent orders lock rows in the same order (no deadlock).
 * A line that cannot be taken throws, and the caller's transaction gives back what was taken.
 */
async function takeStock(tx: DbOrTx, shopId: number, lines: StockTake[]): Promise<void> {
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
    if (!taken.length) throw stockShort(line.name);
  }
}

/**
 * The last step of an order's transaction: `first` if given (the order's lines, written out by their
 * owner, orders/linesInsert.ts), takeStock's conditional decrements and the commit, sent as one message on
 * PostgreSQL. Every buyer of a product waits for its stock row in turn, and the row stays locked until
 * the commit: sent separately, the commit waits for the server process to get round to it, which
 * under load took longer than all the database's own work for the order. The lines travel in the
 * same message because each statement is a round trip, and on this path the server's writes to the
 * database were the largest part of its CPU (docs/performance.md); they go before the block, as a
statement of their own, so the bench's replay can carry the order's id into them as it does into
the order (lib/bench/replayScript.mjs). The transaction stays open
 * afterwards (an empty one, which the caller's wrapper then closes).
 *
 * A message with several statements takes no parameters, so the values are written into it; they
 * are integers, checked as such (db/intLiteral.ts). On the embedded database, where one connection
 * serves everyone and nothing waits for a row, this is `first`, takeStock and the wrapper's commit.
 */
export async function takeStockAndCommit(
  tx: DbOrTx,
  shopId: number,
  lines: StockTake[],
  first?: string,
): Promise<void> {
  if (isEmbedded()) {
    if (first) await tx.execute(sql.raw(first));
    return takeStock(tx, shopId, lines);
  }
  const table = getTableName(productStocks);
  const c = {
    id: productStocks.id.name,
    shopId: productStocks.shopId.name,
    stock: productStocks.stock.name,
    isRemove: productStocks.isRemove.name,
  };
  const ordered = [...lines].sort((a, b) => a.stockId - b.stockId);
  const takes = ordered.map(
    (line) =>
      `update "${table}" set "${c.stock}" = "${c.stock}" - ${int(line.quantity)} ` +
      `where "${c.id}" = ${int(line.stockId)} and "${c.shopId}" = ${int(shopId)} and not "${c.isRemove}" ` +
      `and "${c.stock}" >= ${int(line.quantity)}; ` +
      `if not found then raise exception using errcode = '${STOCK_SHORT_STATE}', message = '${int(line.stockId)}'; end if;`,
  );
  try {
    await tx.execute(
      sql.raw(`${first ? `${first}; ` : ''}do $$ begin ${takes.join(' ')} end $$; commit; begin`),
    );
  } catch (error) {
    const short = shortStockId(error);
    const line = ordered.find((l) => l.stockId === short);
    if (line) throw stockShort(line.name);
    throw error;
  }
}

/** The stock a failed takeStockAndCommit could not take, or null for any other error. */
function shortStockId(error: unknown): number | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === STOCK_SHORT_STATE && typeof message === 'string') return Number(message);
  }
  return null;
}

/**
 * Puts back on the shelf what the order took and no approved return accounted for yet (`returned`:
 * their lines, restocked or written off by the shop's decision). The caller makes sure this happens
 * once per order (the move to cancelled).
 */
export async function returnStock(
  tx: DbOrTx,
  shopId: number,
  orderId: number,
  returned: Line[],
): Promise<void> {
  const ordered = await tx
    .select({ stockId: orderItems.stockId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.shopId, shopId), eq(orderItems.orderId, orderId)));
  await restockLines(tx, shopId, unitsLeft(ordered, returned));
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
