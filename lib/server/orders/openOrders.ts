import { and, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders, shopConfigs } from '../db/schema';
import { HttpError } from '../http/errors';
import { OPEN_ORDER_LIMIT, OPEN_UNPAID_STATUSES, openOrderRefusal } from './openOrderLimit';

/**
 * Refuses a new order (409) when the member already has as many open unpaid orders at the shop as it
 * allows. Called inside order creation after the member's row is locked, so two concurrent orders of
 * one member count each other and cannot both pass. The count is `isOpenUnpaid` in SQL.
 */
export async function refuseOverOpenLimit(tx: DbOrTx, shopId: number, memberId: number): Promise<void> {
  const [config] = await tx
    .select({ limit: shopConfigs.maxOpenOrders })
    .from(shopConfigs)
    .where(eq(shopConfigs.shopId, shopId));
  const [open] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.memberId, memberId),
        inArray(orders.status, [...OPEN_UNPAID_STATUSES]),
        or(eq(orders.status, 'unpaid'), isNull(orders.paidAt)),
      ),
    );
  const refusal = openOrderRefusal(open?.n ?? 0, config?.limit ?? OPEN_ORDER_LIMIT.default);
  if (refusal) throw new HttpError(409, refusal);
}
