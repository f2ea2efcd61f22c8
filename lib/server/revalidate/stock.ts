import { eq, sql } from 'drizzle-orm';
import { NO_FLIPS, stockChangeOf, type StockFlips } from '@/lib/revalidate/change';
import { totalStock } from '../catalog/products';
import type { Db, DbOrTx } from '../db/client';
import { asParam, preparedRead, rows, type Args } from '../db/oneStatement';
import { orderItems, products, productStocks } from '../db/schema';
import { announce, hostsOf } from './announce';
import { flipsOfGivingBack, flipsOfTaking, type OrderStockRow } from './flips';

/** The lines of these orders with their specs' and products' stock as they are now: one statement, built once. */
const orderStockRead = preparedRead((a: Args<{ shopId: number; orderIds: number[] }>) => ({
  lines: rows(
    {
      nanoId: products.nanoId,
      stockId: productStocks.id,
      stock: productStocks.stock,
      removed: productStocks.isRemove,
      quantity: orderItems.quantity,
      productStock: totalStock,
    },
    sql`from ${orderItems}
        inner join ${productStocks} on ${eq(productStocks.id, orderItems.stockId)}
        inner join ${products} on ${eq(products.id, productStocks.productId)}
        where ${eq(orderItems.shopId, a.shopId)} and ${orderItems.orderId} = any(${asParam(a.orderIds)}::integer[])`,
  ),
}));

async function orderStockRows(
  db: DbOrTx,
  shopId: number,
  orderIds: readonly number[],
): Promise<OrderStockRow[]> {
  if (orderIds.length === 0) return [];
  return (await orderStockRead(db, null, { shopId, orderIds: [...orderIds] })).lines;
}

/**
 * Inside the transaction that cancelled these orders, after their stock came back: the products it
 * brought back on sale (flipsOfGivingBack says why it must be read there). Announce them once the
 * transaction is committed.
 */
export async function stockGivenBack(
  tx: DbOrTx,
  shopId: number,
  orderIds: readonly number[],
): Promise<StockFlips> {
  return flipsOfGivingBack(await orderStockRows(tx, shopId, orderIds));
}

/**
 * After an order is committed: the caches forget the products it sold out, and nothing else. It never
 * fails the request: the order is placed, and caches not told catch up by their own timers.
 */
export async function announceStockTaken(db: Db, shopId: number, orderId: number): Promise<void> {
  try {
    await announceStockFlips(db, shopId, flipsOfTaking(await orderStockRows(db, shopId, [orderId])));
  } catch (error) {
    console.error(`[revalidate] stock of order ${orderId}:`, error);
  }
}

/**
 * After stock moved and was committed: every cache forgets what shows the products that flipped
 * (lib/revalidate/change.ts stockChangeOf), in this process and, on PostgreSQL, in the others. No
 * flip, nothing to tell. Never fails: the change it follows is made.
 *
 * Unlike an operator change, no `revalidateTag` runs here: the production entry expires the tags
 * through the cache handler when it hears the change (lib/serving/start.ts), at most once a second per
 * shop (lib/serving/revalidate/coalesce.ts), which a `revalidateTag` per order would bypass.
 */
export async function announceStockFlips(
  db: Db,
  shopId: number,
  flips: StockFlips = NO_FLIPS,
): Promise<void> {
  if (flips.products.length === 0 && flips.listed.length === 0) return;
  try {
    const change = stockChangeOf(shopId, await hostsOf(db, [shopId]), flips);
    if (change) await announce(db, change);
  } catch (error) {
    console.error(`[revalidate] stock of shop ${shopId}:`, error);
  }
}
