import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Order, PaymentUserResponseBodySchema } from '@/lib/api/contract';
import { clock } from '../auth/clock';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { canReportTransfer } from './transferReport';
import { findOrderRow, scoped, toOrder } from './view';

export const PAYMENT_RESPONSE_MESSAGES = {
  notAtm: '此訂單不是 ATM 轉帳付款，不需回報匯款資料',
  virtualAccount: '此訂單的轉帳帳號為訂單專屬虛擬帳號，入帳後自動確認，不需回報匯款資料',
  notUnpaid: '此訂單已不是待付款狀態，不需回報匯款資料',
  late: '已超過付款期限，無法回報匯款資料',
} as const;

/**
 * POST …/ecommerceOrder/{id}/paymentUserResponse: the shopper says who transferred and from which
 * account, so the shop can match the transfer. The order stays unpaid until the shop confirms it; a
 * second report replaces the first (a typo can be fixed while the shop has not confirmed). Reports
 * are taken only until the payment deadline: a late one would keep the order from the sweep.
 */
export async function reportAtmTransfer(
  db: Db,
  shopId: number,
  memberId: number,
  id: number,
  body: z.output<typeof PaymentUserResponseBodySchema>,
): Promise<Order> {
  const scope = { shopId, memberId };
  const row = await findOrderRow(db, scope, id);
  if (!row) throw notFound('訂單');
  if (row.paymentType !== 'atm') throw new DomainError('conflict', PAYMENT_RESPONSE_MESSAGES.notAtm);
  if (row.virtualAccount) throw new DomainError('conflict', PAYMENT_RESPONSE_MESSAGES.virtualAccount);
  const now = clock.now();
  if (row.status === 'unpaid' && !canReportTransfer(row.paymentDueAt, now))
    throw new DomainError('conflict', PAYMENT_RESPONSE_MESSAGES.late);
  const [updated] = await db
    .update(orders)
    .set({ paymentUserResponse: { ...body, at: now.toISOString() }, version: sql`${orders.version} + 1` })
    .where(scoped(scope, eq(orders.id, id), eq(orders.status, 'unpaid')))
    .returning();
  if (!updated) throw new DomainError('conflict', PAYMENT_RESPONSE_MESSAGES.notUnpaid);
  return toOrder(updated);
}
