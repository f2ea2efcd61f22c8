import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { value, type Arg } from '../db/oneStatement';
import { orders, shopConfigs } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { OPEN_ORDER_LIMIT } from '@/lib/console/contract/settings';
import { OPEN_UNPAID_STATUSES, openOrderRefusal } from './openOrderLimit';

/**
 * The shop's cap on open unpaid orders per member and how many the member has open (`isOpenUnpaid`
 * in SQL), as parts of a combined read. Read inside order creation after the member's row is
 * locked, so two concurrent orders of one member count each other and cannot both pass.
 */
export function openOrderParts(shopId: Arg<number>, memberId: Arg<number>) {
  return {
    openOrderLimit: value(
      sql`(select ${shopConfigs.maxOpenOrders} from ${shopConfigs} where ${eq(shopConfigs.shopId, shopId)})`.mapWith(
        Number,
      ),
    ),
    openOrders: value(
      sql`(select ${count()} from ${orders} where ${and(
        eq(orders.shopId, shopId),
        eq(orders.memberId, memberId),
        inArray(orders.status, [...OPEN_UNPAID_STATUSES]),
        or(eq(orders.status, 'unpaid'), isNull(orders.paidAt)),
      )})`.mapWith(Number),
    ),
  };
}

/** Refuses a new order (409) when the member already has as many open unpaid orders as the shop allows. */
export function refuseOverOpenLimitOf(read: { openOrderLimit: number | null; openOrders: number }): void {
  const refusal = openOrderRefusal(read.openOrders, read.openOrderLimit ?? OPEN_ORDER_LIMIT.default);
  if (refusal) throw new DomainError('conflict', refusal);
}
