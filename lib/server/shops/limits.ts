import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { shopConfigs } from '../db/schema';
import { OPEN_ORDER_LIMIT } from '@/lib/console/contract/settings';
import { HostSchema, OrgKeySchema } from './identity';
import { operatorShop } from './ofOrg';
import type { Changed } from '../kernel/changed';

const { min, max } = OPEN_ORDER_LIMIT;
const OPEN_ORDERS = `未付款訂單上限須為 ${min} 到 ${max} 的整數`;

const LOW_STOCK = '庫存不足門檻須為 0 到 10000 的整數';

export const LimitsFieldsSchema = z.object({
  openOrders: z
    .number({ error: OPEN_ORDERS })
    .int({ error: OPEN_ORDERS })
    .min(min, { error: OPEN_ORDERS })
    .max(max, { error: OPEN_ORDERS })
    .optional(),
  /** The console's today page lists stock options with fewer units than this (0: none). */
  lowStock: z
    .number({ error: LOW_STOCK })
    .int({ error: LOW_STOCK })
    .min(0, { error: LOW_STOCK })
    .max(10_000, { error: LOW_STOCK })
    .optional(),
});
export type LimitsFields = z.output<typeof LimitsFieldsSchema>;

/** A save sets at least one limit; `message` names them as its reader gives them (flags or fields). */
export const refineLimits = (message: string) => (b: LimitsFields, ctx: z.RefinementCtx) => {
  if (b.openOrders === undefined && b.lowStock === undefined) ctx.addIssue({ code: 'custom', message });
};

export const LimitsBodySchema = LimitsFieldsSchema.extend({
  host: HostSchema,
  org: OrgKeySchema.optional(),
}).superRefine(refineLimits('請給 --open-orders 或 --low-stock'));
export type LimitsBody = z.output<typeof LimitsBodySchema>;

/**
 * Sets how many open unpaid orders one member may have at the shop behind `host`, and below how many
 * units the console calls a stock option low; what is not given stays.
 */
export async function setLimits(
  db: Db,
  body: LimitsBody,
): Promise<Changed & { openOrders: number; lowStock: number }> {
  const shop = await operatorShop(db, body.host, body.org);
  const limits = await setLimitsIn(db, shop.id, body);
  // Only the open-order limit is read by the shop's pages (the checkout's message).
  return { changedShops: body.openOrders === undefined ? [] : [shop.id], ...limits };
}

/** Sets what is given of the shop's limits; what is not stays. */
export async function setLimitsIn(db: DbOrTx, shopId: number, body: LimitsFields) {
  const set = {
    ...(body.openOrders === undefined ? {} : { maxOpenOrders: body.openOrders }),
    ...(body.lowStock === undefined ? {} : { lowStockThreshold: body.lowStock }),
  };
  const [row] = await db
    .insert(shopConfigs)
    .values({ shopId, ...set })
    .onConflictDoUpdate({ target: shopConfigs.shopId, set })
    .returning({ openOrders: shopConfigs.maxOpenOrders, lowStock: shopConfigs.lowStockThreshold });
  return row!;
}
