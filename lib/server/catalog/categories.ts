import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Category, CategoryGroup, PageQuery } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { categories, categoryGroups } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';
import { toImage } from './image';
import { likePattern } from './like';

const columns = {
  id: categories.id,
  nanoId: categories.nanoId,
  name: categories.name,
  image: categories.image,
  order: categories.order,
  groupId: categories.groupId,
  groupNanoId: categoryGroups.nanoId,
  groupName: categoryGroups.name,
};

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toCategory(r: Row): Category {
  return {
    id: r.id,
    nanoId: r.nanoId,
    name: r.name,
    Image: toImage(r.image),
    order: r.order,
    EcommerceCategoryGroupId: r.groupId,
    EcommerceCategoryGroup:
      r.groupId !== null && r.groupNanoId !== null
        ? { id: r.groupId, nanoId: r.groupNanoId, name: r.groupName! }
        : null,
  };
}

function select(db: Db) {
  return db
    .select(columns)
    .from(categories)
    .leftJoin(categoryGroups, eq(categoryGroups.id, categories.groupId));
}

export async function listCategories(db: Db, shopId: number, q: PageQuery): Promise<Category[]> {
  const rows = await select(db)
    .where(eq(categories.shopId, shopId))
    .orderBy(asc(categories.order), asc(categories.id))
    .limit(q.limit)
    .offset(q.start);
  return rows.map(toCategory);
}

export async function countCategories(db: Db, shopId: number, name?: string): Promise<number> {
  const where = name
    ? and(eq(categories.shopId, shopId), ilike(categories.name, likePattern(name)))
    : eq(categories.shopId, shopId);
  const [row] = await db.select({ n: count() }).from(categories).where(where);
  return row?.n ?? 0;
}

export async function getCategory(db: Db, shopId: number, nanoId: string): Promise<Category> {
  const [row] = await select(db).where(and(eq(categories.shopId, shopId), eq(categories.nanoId, nanoId)));
  if (!row) throw notFound('商品類別');
  return toCategory(row);
}

export async function listCategoryGroups(db: Db, shopId: number): Promise<CategoryGroup[]> {
  const [groups, cats] = await Promise.all([
    db
      .select()
      .from(categoryGroups)
      .where(eq(categoryGroups.shopId, shopId))
      .orderBy(asc(categoryGroups.order)),
    select(db).where(eq(categories.shopId, shopId)).orderBy(asc(categories.order), asc(categories.id)),
  ]);
  return groups.map((g) => ({
    id: g.id,
    nanoId: g.nanoId,
    name: g.name,
    order: g.order,
    EcommerceCategories: cats
      .filter((c) => c.groupId === g.id)
      .map((c) => {
        const { EcommerceCategoryGroup, ...category } = toCategory(c);
        return category;
      }),
  }));
}

export async function getCategoryGroup(db: Db, shopId: number, nanoId: string): Promise<CategoryGroup> {
  const group = (await listCategoryGroups(db, shopId)).find((g) => g.nanoId === nanoId);
  if (!group) throw notFound('類別群組');
  return group;
}
