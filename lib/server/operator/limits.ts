import { z } from 'zod';
import type { Db } from '../db/client';
import { shopConfigs } from '../db/schema';
import { OPEN_ORDER_LIMIT } from '../orders/openOrderLimit';
import { HostSchema, operatorShop, OrgKeySchema, type Changed } from './target';

const { min, max } = OPEN_ORDER_LIMIT;
const OPEN_ORDERS = `未付款訂單上限須為 ${min} 到 ${max} 的整數`;

export const LimitsBodySchema = z.object({
  host: HostSchema,
  org: OrgKeySchema.optional(),
  openOrders: z
    .number({ error: OPEN_ORDERS })
    .int({ error: OPEN_ORDERS })
    .min(min, { error: OPEN_ORDERS })
    .max(max, { error: OPEN_ORDERS }),
});
export type LimitsBody = z.output<typeof LimitsBodySchema>;

/** Sets how many open unpaid orders one member may have at the shop behind `host`. */
export async function setLimits(db: Db, body: LimitsBody): Promise<Changed & { openOrders: number }> {
  const shop = await operatorShop(db, body.host, body.org);
  await db
    .insert(shopConfigs)
    .values({ shopId: shop.id, maxOpenOrders: body.openOrders })
    .onConflictDoUpdate({ target: shopConfigs.shopId, set: { maxOpenOrders: body.openOrders } });
  return { changedShops: [shop.id], openOrders: body.openOrders };
}
