import { and, eq } from 'drizzle-orm';
import { clock } from '../auth/clock';
import type { DbOrTx } from '../db/client';
import { orderReturns } from '../db/schema';

/**
 * What the provider intents bring back to a return, each in the transaction settling its intent:
 * payments and invoices decide what to ask; the return's row is written here.
 */

/** The return's money is back: it is 已退款 (the refund intent's settle). */
export async function markReturnRefunded(tx: DbOrTx, returnId: number): Promise<void> {
  await tx
    .update(orderReturns)
    .set({ status: 'refunded', refundStatus: 'done', refundedAt: clock.now() })
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, 'approved')));
}

/**
 * The gateway refused the return's refund: the shop pays the shopper back its own way, as for a
 * payment no gateway refunds, and says so with `return refunded`.
 */
export async function makeRefundManual(tx: DbOrTx, returnId: number): Promise<void> {
  await tx
    .update(orderReturns)
    .set({ refundMethod: 'manual' })
    .where(
      and(
        eq(orderReturns.id, returnId),
        eq(orderReturns.status, 'approved'),
        eq(orderReturns.refundMethod, 'gateway'),
      ),
    );
}

/** The allowance (折讓) the invoice provider gave, kept on the return (the intent's settle). */
export async function keepAllowance(
  tx: DbOrTx,
  returnId: number,
  result: Record<string, unknown>,
): Promise<void> {
  await tx.update(orderReturns).set({ allowance: result }).where(eq(orderReturns.id, returnId));
}
