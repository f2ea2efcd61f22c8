import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shopConfigs } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';

/**
 * The shop's open-order cap set beyond what an operator may give it: the bench's buyers each place
 * order after order, unpaid, which the cap would otherwise refuse after the third.
 */
export async function setOpenOrderLimit(db: Db, shopId: number, limit: number) {
  const [row] = await db
    .update(shopConfigs)
    .set({ maxOpenOrders: limit })
    .where(eq(shopConfigs.shopId, shopId))
    .returning({ maxOpenOrders: shopConfigs.maxOpenOrders });
  if (!row) throw notFound('商店設定');
  return row;
}
