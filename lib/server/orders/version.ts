import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';

export const STALE_VERSION = '此訂單剛剛已有其他變更，請重新整理後再試';

/** Counts a change of the order that is not a move (moveOrder counts its own): a return, a note. */
export async function bumpVersion(tx: DbOrTx, shopId: number, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1` })
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
}

/**
 * The console's guard: the order is still at the version the staff member saw, and this change is
 * the next. Of two staff acting on what they both saw, the second is refused (409) and sees the first's
 * change when the page reloads. Inside the action's transaction, so a refused action counts nothing.
 */
export async function claimVersion(tx: DbOrTx, shopId: number, orderId: number, seen: number): Promise<void> {
  const [claimed] = await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1` })
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId), eq(orders.version, seen)))
    .returning({ id: orders.id });
  if (claimed) return;
  const [exists] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
  throw exists ? new DomainError('conflict', STALE_VERSION) : notFound('訂單');
}
