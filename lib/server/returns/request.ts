import type { Order, ReturnRequestBody } from '@/lib/api/contract';
import { OrderQuoteSchema } from '@/lib/api/contract';
import { clock } from '../auth/clock';
import type { Db } from '../db/client';
import { orderReturns } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { findOrderRow, toOrderInFull } from '../orders/view';
import { bumpVersion } from '../orders/version';
import { latestShipment } from '../shipments/view';
import { returnLines } from './lines';
import { returnsOf, takenBack } from './view';
import { receivedAt, returnWindow } from './window';

const RETURN_OPEN = '此訂單已有處理中的退貨申請';

/**
 * POST …/ecommerceOrder/{id}/return: the member asks to return their own order, whole or some of
 * its lines, within 7 days of receipt. One open request per order: the database's unique index on
 * open returns settles two requests at once.
 */
export async function requestReturn(
  db: Db,
  shopId: number,
  memberId: number,
  id: number,
  body: ReturnRequestBody,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const row = await findOrderRow(tx, { shopId, memberId }, id);
    if (!row) throw notFound('訂單');
    const parcel = await latestShipment(tx, shopId, id);
    const window = returnWindow(
      { status: row.status, receivedAt: receivedAt(row.statusHistory, parcel?.statusHistory ?? null) },
      clock.now(),
    );
    if (!window.ok) throw new DomainError('conflict', window.message);
    const earlier = await returnsOf(tx, shopId, id);
    if (earlier.some((r) => r.status === 'requested')) throw new DomainError('conflict', RETURN_OPEN);
    const items = OrderQuoteSchema.parse(row.amounts).EcommerceOrderItems;
    const chosen = returnLines(items, takenBack(earlier), body.lines);
    if (!chosen.ok) throw new DomainError('conflict', chosen.message);
    const [made] = await tx
      .insert(orderReturns)
      .values({
        shopId,
        orderId: id,
        memberId,
        status: 'requested',
        lines: chosen.lines,
        whole: chosen.whole,
        reason: body.reason,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: orderReturns.id });
    if (!made) throw new DomainError('conflict', RETURN_OPEN);
    await bumpVersion(tx, shopId, id);
    return toOrderInFull(tx, row);
  });
}
