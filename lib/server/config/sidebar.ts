import { and, eq, inArray } from 'drizzle-orm';
import type { SidebarConfig } from '@/lib/api/contract';
import { StoredSidebarGroupOrderSchema } from '@/lib/api/contract';
import { z } from 'zod';
import { listCategoryGroups } from '../catalog/categories';
import { activityOn } from '../catalog/visibility';
import type { Db } from '../db/client';
import { activities, categories, sidebarConfigs } from '../db/schema';

/**
 * The sidebar order with every reference resolved; entries whose activity, group or category no
 * longer exists are dropped. Null when the shop has no sidebar config (the storefront then lists all).
 */
export async function sidebarConfig(db: Db, shopId: number): Promise<SidebarConfig | null> {
  const [row] = await db.select().from(sidebarConfigs).where(eq(sidebarConfigs.shopId, shopId));
  if (!row) return null;
  const activityIds = z.array(z.number().int()).parse(row.activityOrder);
  const order = StoredSidebarGroupOrderSchema.parse(row.categoryGroupOrder);

  const [acts, groups, cats] = await Promise.all([
    activityIds.length
      ? db
          .select({
            id: activities.id,
            nanoId: activities.nanoId,
            name: activities.name,
            enable: activityOn,
            isRemove: activities.isRemove,
          })
          .from(activities)
          .where(and(eq(activities.shopId, shopId), inArray(activities.id, activityIds)))
      : [],
    listCategoryGroups(db, shopId),
    db
      .select({ id: categories.id, nanoId: categories.nanoId, name: categories.name })
      .from(categories)
      .where(eq(categories.shopId, shopId)),
  ]);
  const activityById = new Map(acts.map((a) => [a.id, a]));
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const categoryById = new Map(cats.map((c) => [c.id, c]));

  return {
    enable: row.enable,
    enableGroup: row.enableGroup,
    ecommerceActivityOrder: activityIds.flatMap((id) => {
      const activity = activityById.get(id);
      return activity ? [{ ecommerceActivityId: id, ecommerceActivity: activity }] : [];
    }),
    ecommerceCategoryGroupOrder: order.flatMap((entry): SidebarConfig['ecommerceCategoryGroupOrder'] => {
      if (entry.type === 'ecommerceCategoryGroup') {
        const g = groupById.get(entry.id);
        if (!g) return [];
        return [
          {
            name: g.name,
            type: entry.type,
            ecommerceCategoryGroupId: g.id,
            ecommerceCategoryGroup: {
              id: g.id,
              nanoId: g.nanoId,
              name: g.name,
              EcommerceCategories: g.EcommerceCategories.map(({ id, nanoId, name }) => ({
                id,
                nanoId,
                name,
              })),
            },
            ecommerceCategoryId: null,
            ecommerceCategory: null,
          },
        ];
      }
      const c = categoryById.get(entry.id);
      if (!c) return [];
      return [
        {
          name: c.name,
          type: entry.type,
          ecommerceCategoryGroupId: null,
          ecommerceCategoryGroup: null,
          ecommerceCategoryId: c.id,
          ecommerceCategory: c,
        },
      ];
    }),
  };
}
