import { getTableName } from 'drizzle-orm';
import { intLiteral } from '../db/intLiteral';
import { orderItems } from '../db/schema';

export type OrderLine = {
  productId: number;
  stockId: number;
  quantity: number;
  unitPrice: number;
};

/**
 * The order's lines as one INSERT written out, to travel in the order's last message with the stock
 * it takes and the commit (catalog/stockMoves.ts takeStockAndCommit): one round trip fewer per order.
 * Every value is an integer, written with intLiteral.
 */
export function linesInsert(shopId: number, orderId: number, lines: OrderLine[]): string {
  if (!lines.length) throw new Error('an order has at least one line');
  const c = orderItems;
  const columns = [c.shopId, c.orderId, c.productId, c.stockId, c.quantity, c.unitPrice]
    .map((column) => `"${column.name}"`)
    .join(', ');
  const rows = lines.map((l) =>
    [shopId, orderId, l.productId, l.stockId, l.quantity, l.unitPrice].map(intLiteral).join(', '),
  );
  return `insert into "${getTableName(orderItems)}" (${columns}) values (${rows.join('), (')})`;
}
