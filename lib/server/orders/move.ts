import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { clock } from '../auth/clock';
import { earnCashback, refundCashback, revokeCashback } from '../cashback/ledger';
import { returnStock } from '../catalog/stockMoves';
import type { Tx } from '../db/client';
import { members, orders } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { followOrderInvoice } from '../invoices/orderInvoice';
import { releaseUse } from '../promotions/codeUses';
import { approvedReturns } from '../returns/view';
import { refundWallets } from '../wallets/ledger';
import type { Decision, OrderState } from './lifecycle';
import { findOrderRow, scoped, stateOf, type OrderRow, type OrderScope } from './view';

const ORDER_CHANGED = '訂單狀態剛剛有變更，請重新整理後再試';

/**
 * The one place an order changes status, inside the caller's transaction. The rule decides from the
 * order as read; the update then applies only while the order is still exactly that (same status,
 * same paid or not), so of two racing requests, on one process or many sharing a PostgreSQL, one
 * moves it and the other is refused. What follows a move (cashback earned, everything given back)
 * therefore happens once, and so does the e-invoice intent the move asks for.
 */
export async function moveOrder(
  tx: Tx,
  scope: OrderScope,
  id: number,
  decide: (state: OrderState) => Decision,
): Promise<OrderRow> {
  const before = await findOrderRow(tx, scope, id);
  if (!before) throw notFound('訂單');
  // The member's row lock, as order creation takes it: what is given back or taken back here cannot
  // interleave with an order spending the same balances.
  await tx.select({ id: members.id }).from(members).where(eq(members.id, before.memberId)).for('update');
  const decision = decide(stateOf(before));
  if (!decision.ok) throw new DomainError('conflict', decision.message);
  const { move } = decision;

  const now = clock.now();
  const entry = { status: move.to, at: now.toISOString(), ...(move.note ? { note: move.note } : {}) };
  const [after] = await tx
    .update(orders)
    .set({
      status: move.to,
      version: sql`${orders.version} + 1`,
      statusHistory: sql`${orders.statusHistory} || ${JSON.stringify([entry])}::jsonb`,
      ...(move.markPaid ? { paidAt: now } : {}),
      ...(move.to === 'cancelled' ? { cancelledAt: now } : {}),
    })
    .where(
      scoped(
        scope,
        eq(orders.id, id),
        eq(orders.status, before.status),
        before.paidAt === null ? isNull(orders.paidAt) : isNotNull(orders.paidAt),
      ),
    )
    .returning();
  if (!after) throw new DomainError('conflict', ORDER_CHANGED);

  if (move.markPaid)
    await earnCashback(tx, {
      shopId: after.shopId,
      memberId: after.memberId,
      orderId: after.id,
      amount: after.addCashback,
      at: now,
    });
  if (move.to === 'cancelled') await giveBack(tx, after, now);
  // The e-invoice to issue or void is written with the move, sent later by the intent worker.
  await followOrderInvoice(tx, after, move);
  return after;
}

/**
 * A move the system makes when something outside reports (a parcel delivered or returned): made when
 * the rule allows it now, skipped (null) when it does not, e.g. the shop already moved the order by
 * hand. A report arriving then is not an error to answer; the order simply has nowhere to go.
 */
export async function moveOrderIfAllowed(
  tx: Tx,
  scope: OrderScope,
  id: number,
  decide: (state: OrderState) => Decision,
): Promise<OrderRow | null> {
  const row = await findOrderRow(tx, scope, id);
  if (!row || !decide(stateOf(row)).ok) return null;
  return moveOrder(tx, scope, id, decide);
}

/**
 * A cancelled order returns what it took and loses what it earned: what is left of it, since a
 * return approved while the parcel was travelling may have given part or all of it back already.
 */
async function giveBack(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const { shopId, id: orderId, memberId } = order;
  const returned = (await approvedReturns(tx, shopId, orderId)).flatMap((r) => r.lines);
  await returnStock(tx, shopId, orderId, returned);
  await refundWallets(tx, { shopId, memberId, orderId });
  await refundCashback(tx, { shopId, memberId, orderId });
  await revokeCashback(tx, { shopId, memberId, orderId, now });
  await releaseUse(tx, shopId, orderId);
}
