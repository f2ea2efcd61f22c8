import { and, desc, eq, inArray } from 'drizzle-orm';
import { OrderReturnSchema, type OrderItem, type OrderReturn, type ReturnStatus } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { orderReturns } from '../db/schema';
import type { ReturnLine } from './lines';

export type ReturnRow = typeof orderReturns.$inferSelect;

/** What a shopper reads for each return status. */
const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: '申請中',
  approved: '已核准',
  refunded: '已退款',
  rejected: '不核准',
};

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A stored return as the API answers it, its lines named from the order's own. */
export function toReturnView(row: ReturnRow, items: OrderItem[]): OrderReturn {
  return OrderReturnSchema.parse({
    id: row.id,
    status: row.status,
    statusLabel: RETURN_STATUS_LABELS[row.status],
    reason: row.reason,
    rejectReason: row.rejectReason,
    whole: row.whole,
    lines: row.lines.map((l) => {
      const item = items.find((i) => i.stockId === l.stockId);
      return {
        stockId: l.stockId,
        name: item?.name ?? '',
        specName: item?.specName ?? '',
        quantity: l.quantity,
      };
    }),
    refundAmount: row.refundAmount,
    refundMethod: row.refundMethod,
    refundStatus: row.refundStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    refundedAt: iso(row.refundedAt),
  });
}

export async function returnsOf(db: DbOrTx, shopId: number, orderId: number): Promise<ReturnRow[]> {
  return db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.shopId, shopId), eq(orderReturns.orderId, orderId)))
    .orderBy(desc(orderReturns.id));
}

/** Units that approved returns took back: no longer the shopper's to return. */
export const takenBack = (rows: ReturnRow[]): ReturnLine[] =>
  rows.filter((r) => r.status === 'approved' || r.status === 'refunded').flatMap((r) => r.lines);

export async function approvedReturns(db: DbOrTx, shopId: number, orderId: number): Promise<ReturnRow[]> {
  return db
    .select()
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.shopId, shopId),
        eq(orderReturns.orderId, orderId),
        inArray(orderReturns.status, ['approved', 'refunded']),
      ),
    );
}
