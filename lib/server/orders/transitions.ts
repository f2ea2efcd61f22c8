import { z } from 'zod';
import type { Order } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { findShopByHost } from '../shops/byHost';
import { ORDER_ACTIONS, shopMove, type OrderAction } from './lifecycle';
import { moveOrder } from './move';
import { toOrder } from './view';

/**
 * The shop's side of an order: payment confirmed, shipped, completed, cancelled. There is no merchant
 * console yet, so the operator endpoint and `npm run operator -- order` are how a shop moves orders.
 */
export async function transitionOrder(
  db: Db,
  shopId: number,
  id: number,
  action: OrderAction,
): Promise<Order> {
  return db.transaction(async (tx) =>
    toOrder(await moveOrder(tx, { shopId }, id, (state) => shopMove(state, action))),
  );
}

export const OperatorOrderBodySchema = z.object({
  host: z.string().trim().min(1).max(253),
  orderId: z.coerce.number({ message: '訂單編號必須是正整數' }).int().positive().max(2_147_483_647),
  action: z.enum(ORDER_ACTIONS, { message: `動作須為 ${ORDER_ACTIONS.join('、')} 之一` }),
});
export type OperatorOrderBody = z.output<typeof OperatorOrderBodySchema>;

/** POST /api-auth/operator/order: moves an order of the shop behind the host. */
export async function operatorTransition(db: Db, body: OperatorOrderBody): Promise<Order> {
  const shop = await findShopByHost(db, body.host);
  return transitionOrder(db, shop.id, body.orderId, body.action);
}
