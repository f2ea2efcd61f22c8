import { and, asc, eq, ne } from 'drizzle-orm';
import type { ContentChoices } from '@/lib/console/content/types';
import type { DbOrTx } from '../db/client';
import { activityOn } from '../catalog/visibility';
import { activities, categories, categoryGroups, pages } from '../db/schema';
import { HOME_KEY } from './pageSave';

/** What the content editors offer to link to: the shop's own objects only (removed activities left out). */
export async function contentChoices(db: DbOrTx, shopId: number): Promise<ContentChoices> {
  const [cats, groups, acts, own] = await Promise.all([
    db
      .select({ id: categories.id, nanoId: categories.nanoId, name: categories.name })
      .from(categories)
      .where(eq(categories.shopId, shopId))
      .orderBy(asc(categories.order), asc(categories.id)),
    db
      .select({ id: categoryGroups.id, nanoId: categoryGroups.nanoId, name: categoryGroups.name })
      .from(categoryGroups)
      .where(eq(categoryGroups.shopId, shopId))
      .orderBy(asc(categoryGroups.order), asc(categoryGroups.id)),
    db
      .select({
        id: activities.id,
        nanoId: activities.nanoId,
        name: activities.name,
        // Running now (switched on and inside its dates): a scheduled or ended one is not offered as live.
        enable: activityOn,
      })
      .from(activities)
      .where(and(eq(activities.shopId, shopId), eq(activities.isRemove, false)))
      .orderBy(asc(activities.order), asc(activities.id)),
    db
      .select({ key: pages.key, title: pages.title })
      .from(pages)
      .where(and(eq(pages.shopId, shopId), ne(pages.key, HOME_KEY)))
      .orderBy(asc(pages.key)),
  ]);
  return { categories: cats, groups, activities: acts, pages: own };
}
