import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Order } from '@/lib/api/contract';
import type { Db, Tx } from '../db/client';
import type { Changed } from '../kernel/changed';
import { orders } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';
import { findShopByHost } from '../shops/byHost';
import { ORDER_ACTIONS, shopMove, type OrderAction } from './lifecycle';
import { refundCancelledOrder } from '../payments/refunds';
import { moveOrder } from './move';
import { toOrderWithParcel } from './view';

/**
 * The shop's side of an order: payment confirmed, shipped, completed, cancelled, from the console
 * (lib/server/console) or the operator endpoint (`npm run operator -- order`).
 */
export async function transitionOrder(
  db: Db,
  shopId: number,
  id: number,
  action: OrderAction,
): Promise<Order> {
  return db.transaction(async (tx) => toOrderWithParcel(tx, await transitionOrderIn(tx, shopId, id, action)));
}

/**
 * The shop's move inside the caller's transaction; a cancelled paid order's refund is written with it.
 * `note` goes in the order's history with the move, for the shopper to read (a tracking number).
 */
export async function transitionOrderIn(
  tx: Tx,
  shopId: number,
  id: number,
  action: OrderAction,
  note?: string,
) {
  const moved = await moveOrder(tx, { shopId }, id, (state) => {
    const decision = shopMove(state, action);
    return decision.ok && note ? { ...decision, move: { ...decision.move, note } } : decision;
  });
  await refundCancelledOrder(tx, moved);
  return moved;
}

/** The order's id, or the 16-digit order number shoppers and the shop see. */
export const OrderRefSchema = z.coerce
  .string()
  .trim()
  .regex(/^(\d{1,10}|\d{16})$/, '請給訂單 id 或 16 碼訂單號碼');

export const OperatorOrderBodySchema = z.object({
  host: z.string().trim().min(1).max(253),
  orderId: OrderRefSchema,
  action: z.enum(ORDER_ACTIONS, { message: `動作須為 ${ORDER_ACTIONS.join('、')} 之一` }),
});
export type OperatorOrderBody = z.output<typeof OperatorOrderBodySchema>;

/**
 * POST /api-auth/operator/order: moves an order of the shop behind the host. Only a cancellation
 * changes what the shop's pages show (the stock it gives back).
 */
export async function operatorTransition(db: Db, body: OperatorOrderBody): Promise<Order & Changed> {
  const shop = await findShopByHost(db, body.host);
  const order = await transitionOrder(db, shop.id, await orderIdOf(db, shop.id, body.orderId), body.action);
  return { ...order, changedShops: order.status === 'cancelled' ? [shop.id] : [] };
}

/** The order an operator names: its id, or its 16-digit order number (OrderRefSchema). */
export async function orderIdOf(db: Db, shopId: number, ref: string): Promise<number> {
  if (ref.length !== 16) {
    if (Number(ref) > 2_147_483_647) throw notFound('訂單');
    return Number(ref);
  }
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.orderNo, ref)));
  if (!row) throw notFound('訂單');
  return row.id;
}
