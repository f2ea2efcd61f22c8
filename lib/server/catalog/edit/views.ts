import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, categories, categoryGroups, productCategories, products } from '../../db/schema';
import { activityStateAt } from '../visibility';
import type { ActivityDetailView, ActivityView, CategoriesView } from '@/lib/console/catalog/views';
import { notFound } from '@/lib/server/kernel/errors';
import { toTaiwanMinute } from '@/lib/console/contract/activities';
import { activityProducts } from './activityProducts';
import { ACTIVITY, oneOf } from './kinds';

/** The shop's categories (with how many products each lists) and groups, in their order. */
export async function categoriesView(db: Db, shopId: number): Promise<CategoriesView> {
  const [cats, groups] = await Promise.all([
    db
      .select({
        id: categories.id,
        nanoId: categories.nanoId,
        key: categories.key,
        name: categories.name,
        image: categories.image,
        groupId: categories.groupId,
        order: categories.order,
        version: categories.version,
        productCount: count(productCategories.productId),
      })
      .from(categories)
      .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
      .where(eq(categories.shopId, shopId))
      .groupBy(categories.id)
      .orderBy(asc(categories.order), asc(categories.id)),
    db
      .select({
        id: categoryGroups.id,
        nanoId: categoryGroups.nanoId,
        key: categoryGroups.key,
        name: categoryGroups.name,
        order: categoryGroups.order,
        version: categoryGroups.version,
      })
      .from(categoryGroups)
      .where(eq(categoryGroups.shopId, shopId))
      .orderBy(asc(categoryGroups.order), asc(categoryGroups.id)),
  ]);
  return { categories: cats, groups };
}

type ActivityRow = typeof activities.$inferSelect & { productCount: number };

function toActivityView(a: ActivityRow, now: Date): ActivityView {
  return {
    id: a.id,
    nanoId: a.nanoId,
    key: a.key,
    name: a.name,
    description: a.description,
    image: a.image,
    enable: a.enable,
    isStorewide: a.isStorewide,
    startsAt: toTaiwanMinute(a.startsAt),
    endsAt: toTaiwanMinute(a.endsAt),
    state: activityStateAt(a, now),
    order: a.order,
    version: a.version,
    productCount: a.productCount,
  };
}

function activityRows(db: Db) {
  return db
    .select({ activity: activities, productCount: count(products.id) })
    .from(activities)
    .leftJoin(products, and(eq(products.activityId, activities.id), eq(products.isRemove, false)))
    .groupBy(activities.id);
}

/** The shop's activities (removed ones are gone), with where each stands at `now`. */
export async function activitiesView(db: Db, shopId: number, now: Date): Promise<ActivityView[]> {
  const rows = await activityRows(db)
    .where(ACTIVITY.listed(shopId))
    .orderBy(asc(activities.order), asc(activities.id));
  return rows.map((r) => toActivityView({ ...r.activity, productCount: r.productCount }, now));
}

export async function activityDetailView(
  db: Db,
  shopId: number,
  id: number,
  now: Date,
): Promise<ActivityDetailView> {
  const [row] = await activityRows(db).where(oneOf(ACTIVITY, shopId, id));
  if (!row) throw notFound('活動');
  return {
    ...toActivityView({ ...row.activity, productCount: row.productCount }, now),
    products: await activityProducts(db, shopId, id),
  };
}
