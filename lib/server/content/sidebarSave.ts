import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { StoredSidebarGroupOrderSchema } from '@/lib/api/contract';
import type { SidebarView } from '@/lib/console/content/types';
import type { DbOrTx } from '../db/client';
import { sidebarConfigs } from '../db/schema';
import type { Actor } from '../staff/changes';
import { VersionSchema } from '@/lib/console/contract/fields';
import { assertOwnIds } from './ownRefs';
import { claimDocument, recordDocument, type ShopDocument } from './shopDocument';

const SIDEBAR: ShopDocument = {
  table: sidebarConfigs,
  shopId: sidebarConfigs.shopId,
  version: sidebarConfigs.version,
  objectType: 'sidebar',
};

/** More entries than a shop has objects would only repeat some. */
const MAX_ENTRIES = 200;
const Id = z.number({ error: '缺少編號' }).int().positive();

export const SidebarBodySchema = z.object({
  version: VersionSchema,
  enable: z.boolean({ error: '缺少是否顯示側欄' }),
  enableGroup: z.boolean({ error: '缺少是否依群組顯示' }),
  activityIds: z
    .array(Id)
    .max(MAX_ENTRIES)
    .refine((ids) => new Set(ids).size === ids.length, { error: '活動重複' }),
  groupOrder: z
    .array(z.object({ type: z.enum(['ecommerceCategoryGroup', 'ecommerceCategory']), id: Id }))
    .max(MAX_ENTRIES)
    .refine((o) => new Set(o.map((e) => `${e.type}:${e.id}`)).size === o.length, { error: '項目重複' }),
});
export type SidebarBody = z.output<typeof SidebarBodySchema>;

export async function readSidebar(db: DbOrTx, shopId: number): Promise<SidebarView> {
  const [row] = await db.select().from(sidebarConfigs).where(eq(sidebarConfigs.shopId, shopId));
  if (!row)
    return { version: 0, saved: false, enable: true, enableGroup: false, activityIds: [], groupOrder: [] };
  return {
    version: row.version,
    saved: true,
    enable: row.enable,
    enableGroup: row.enableGroup,
    activityIds: z.array(z.number().int()).parse(row.activityOrder),
    groupOrder: StoredSidebarGroupOrderSchema.parse(row.categoryGroupOrder),
  };
}

/**
 * Saves the sidebar: shown or not, grouped or not, the order of its activities and of its groups and
 * ungrouped categories. Every id must be the shop's own (400 otherwise); ids already stored pass.
 */
export async function saveSidebar(
  db: DbOrTx,
  actor: Actor,
  shopId: number,
  body: SidebarBody,
): Promise<SidebarView> {
  return db.transaction(async (tx) => {
    const before = await readSidebar(tx, shopId);
    const entries = (type: SidebarBody['groupOrder'][number]['type'], order: SidebarView['groupOrder']) =>
      order.flatMap((e, i) => (e.type === type ? [{ path: `groupOrder.${i}.id`, id: e.id }] : []));
    await assertOwnIds(
      tx,
      shopId,
      {
        activities: body.activityIds.map((id, i) => ({ path: `activityIds.${i}`, id })),
        groups: entries('ecommerceCategoryGroup', body.groupOrder),
        categories: entries('ecommerceCategory', body.groupOrder),
      },
      {
        activities: before.activityIds,
        groups: entries('ecommerceCategoryGroup', before.groupOrder).map((e) => e.id),
        categories: entries('ecommerceCategory', before.groupOrder).map((e) => e.id),
      },
    );
    const version = await claimDocument(tx, actor, shopId, SIDEBAR, body.version);
    const after = {
      enable: body.enable,
      enableGroup: body.enableGroup,
      activityOrder: body.activityIds,
      categoryGroupOrder: body.groupOrder,
    };
    await tx.update(sidebarConfigs).set(after).where(eq(sidebarConfigs.shopId, shopId));
    await recordDocument(tx, actor, shopId, SIDEBAR, {
      action: 'sidebar',
      version,
      before: {
        enable: before.enable,
        enableGroup: before.enableGroup,
        activityOrder: before.activityIds,
        categoryGroupOrder: before.groupOrder,
      },
      after,
    });
    return {
      version,
      saved: true,
      enable: body.enable,
      enableGroup: body.enableGroup,
      activityIds: body.activityIds,
      groupOrder: body.groupOrder,
    };
  });
}
