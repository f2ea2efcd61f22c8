import type { Order } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { shopperCancel } from './lifecycle';
import { moveOrder } from './move';
import { toOrder } from './view';

/**
 * POST …/ecommerceOrder/{id}/cancel: the member cancels their own order while the shop has not been
 * paid for it. Stock, wallets, cashback and the promo code's use come back in the same transaction.
 */
export async function cancelMemberOrder(
  db: Db,
  shopId: number,
  memberId: number,
  id: number,
): Promise<Order> {
  return db.transaction(async (tx) => toOrder(await moveOrder(tx, { shopId, memberId }, id, shopperCancel)));
}
