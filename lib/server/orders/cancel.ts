import type { Order } from '@/lib/api/contract';
import type { StockFlips } from '@/lib/revalidate/change';
import type { Db } from '../db/client';
import { stockGivenBack } from '../revalidate/stock';
import { shopperCancel } from './lifecycle';
import { moveOrder } from './move';
import { toOrder } from './view';

/**
 * POST …/ecommerceOrder/{id}/cancel: the member cancels their own order while the shop has not been
 * paid for it. Stock, wallets, cashback and the promo code's use come back in the same transaction,
 * which also reads which products came back on sale (`flips`, to announce once it is committed).
 */
export async function cancelMemberOrder(
  db: Db,
  shopId: number,
  memberId: number,
  id: number,
): Promise<{ order: Order; flips: StockFlips }> {
  return db.transaction(async (tx) => {
    const order = toOrder(await moveOrder(tx, { shopId, memberId }, id, shopperCancel));
    return { order, flips: await stockGivenBack(tx, shopId, [id]) };
  });
}
