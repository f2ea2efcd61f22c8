import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders } from '../db/schema';

/**
 * What a payment leaves on its order besides the move to paid: the account or store code the shopper
 * pays into, with the due time it brings, and the mark of a payment held for the shop's review.
 * Payments decide when; the order's row is written here.
 */

/** The virtual account the gateway issued; the order's due time becomes the account's. */
export async function recordAccount(
  tx: DbOrTx,
  orderId: number,
  atm: Record<string, unknown> & { dueAt: string },
): Promise<void> {
  await tx
    .update(orders)
    .set({ atm, paymentDueAt: new Date(atm.dueAt) })
    .where(eq(orders.id, orderId));
}

/** The store code (Ibon) the gateway issued; the order's due time becomes the code's. */
export async function recordStoreCode(
  tx: DbOrTx,
  orderId: number,
  storeCode: { code: string; dueAt: string },
): Promise<void> {
  await tx
    .update(orders)
    .set({ storeCode, paymentDueAt: new Date(storeCode.dueAt) })
    .where(eq(orders.id, orderId));
}

/**
 * Sets or clears the order's review mark, counting it as a change of the order (its version), as the
 * console's actions on the order change with it. A mark already as asked is left, version and all.
 */
export async function markPaymentReview(
  tx: DbOrTx,
  order: { shopId: number; orderId: number },
  held: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentReviewAt: held ? now : null, version: sql`${orders.version} + 1` })
    .where(
      and(
        eq(orders.shopId, order.shopId),
        eq(orders.id, order.orderId),
        held ? isNull(orders.paymentReviewAt) : isNotNull(orders.paymentReviewAt),
      ),
    );
}
