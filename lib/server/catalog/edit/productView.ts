import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, categories, productCategories, products } from '../../db/schema';
import { notFound } from '@/lib/server/kernel/errors';
import { storedMatrix } from '../combinations';
import type { ConsoleProduct, ProductChoices } from '@/lib/console/contract/products';

/** One product of the shop that is not removed (404 otherwise). */
export async function consoleProduct(db: DbOrTx, shopId: number, id: number): Promise<ConsoleProduct> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, id), eq(products.isRemove, false)));
  if (!row) throw notFound('商品');
  const [links, stored] = await Promise.all([
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, id))
      .orderBy(asc(categories.order), asc(categories.id)),
    storedMatrix(db, id),
  ]);
  // A value's key in the form is its id: stable across saves, unique in the product.
  const levels = stored.levels.map((l) => ({
    id: l.id,
    name: l.name,
    values: stored.values
      .filter((v) => v.levelId === l.id)
      .map((v) => ({ key: String(v.id), id: v.id, name: v.name })),
  }));
  const cells = stored.stocks.flatMap((s) => {
    if (s.isRemove) return [];
    const ids = s.valueIds;
    // Level order, whatever order the links come in; a stock that lost a value to a removed level
    // no longer fits the matrix and is not shown (saving takes it off sale).
    const keys = levels.map((l) => l.values.find((v) => ids.includes(v.id))?.key);
    if (keys.some((k) => k === undefined) || ids.length !== levels.length) return [];
    return [
      {
        keys: keys as string[],
        price: s.price,
        activityPrice: s.activityPrice,
        stock: s.stock,
        seen: s.stock,
      },
    ];
  });
  return {
    id: row.id,
    nanoId: row.nanoId,
    version: row.version,
    name: row.name,
    description: row.description,
    pictures: row.pictures,
    price: row.price,
    activityPrice: row.activityPrice,
    categoryIds: links.map((l) => l.id),
    activityId: row.activityId,
    isPublic: row.isPublic,
    order: row.order,
    useCashbackRate: row.useCashbackRate,
    purchaseLimit: row.purchaseLimit,
    specs: { levels, cells },
  };
}

/** The record of a product kept with each change: the form's fields, with spec values by name. */
export function productRecord(p: ConsoleProduct): Record<string, unknown> {
  const { id: _id, nanoId: _nanoId, version: _version, specs, ...fields } = p;
  const nameOf = new Map(specs.levels.flatMap((l) => l.values.map((v) => [v.key, v.name])));
  return {
    ...fields,
    specs: {
      levels: specs.levels.map((l) => ({ name: l.name, values: l.values.map((v) => v.name) })),
      cells: specs.cells.map((c) => ({
        values: c.keys.map((k) => nameOf.get(k)),
        price: c.price,
        activityPrice: c.activityPrice,
        stock: c.stock,
      })),
    },
  };
}

export async function productChoices(db: DbOrTx, shopId: number): Promise<ProductChoices> {
  const [cats, acts] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.shopId, shopId))
      .orderBy(asc(categories.order), asc(categories.id)),
    db
      .select({ id: activities.id, name: activities.name })
      .from(activities)
      .where(and(eq(activities.shopId, shopId), eq(activities.isRemove, false)))
      .orderBy(asc(activities.order), asc(activities.id)),
  ]);
  return { categories: cats, activities: acts };
}

/** Ids among `ids` that are not the shop's categories. */
export async function foreignCategories(db: DbOrTx, shopId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.shopId, shopId), inArray(categories.id, ids)));
  return ids.filter((id) => !found.some((f) => f.id === id));
}
