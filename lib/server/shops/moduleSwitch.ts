import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { shopModules } from '../db/schema';
import { HostSchema, OrgKeySchema } from './identity';
import { operatorShop } from './ofOrg';
import type { Changed } from '../kernel/changed';
import { SHOP_MODULES, type ShopModule } from '@/lib/console/contract/settings';

export const ModuleBodySchema = z.object({
  host: HostSchema,
  org: OrgKeySchema.optional(),
  module: z.enum(SHOP_MODULES, { error: `模組須為 ${SHOP_MODULES.join('、')} 之一` }),
  enabled: z.boolean(),
});
export type ModuleBody = z.output<typeof ModuleBodySchema>;

/** Switches a module of the shop behind `host` on or off (ecommerce off: the shop shows it is closed). */
export async function setModule(
  db: Db,
  body: ModuleBody,
): Promise<Changed & { module: string; enabled: boolean }> {
  const shop = await operatorShop(db, body.host, body.org);
  await setModuleIn(db, shop.id, body.module, body.enabled);
  return { changedShops: [shop.id], module: body.module, enabled: body.enabled };
}

export async function setModuleIn(db: DbOrTx, shopId: number, module: ShopModule, enabled: boolean) {
  await db
    .insert(shopModules)
    .values({ shopId, module, enabled })
    .onConflictDoUpdate({ target: [shopModules.shopId, shopModules.module], set: { enabled } });
}
