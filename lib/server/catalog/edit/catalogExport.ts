import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, categories, categoryGroups, productCategories, products } from '../../db/schema';
import type { CatalogFile } from '../file/schema';
import { consoleProduct } from './productView';

/**
 * The shop's catalog as a catalog file (the one `operator -- catalog import` and the console's import
 * read): groups, categories, activities and every product not removed, with its specs and stocks.
 *
 * Objects keep their merchant key; one made in the console has none and is named by its public id,
 * which the import finds it by. Pictures are named by their address without the leading slash
 * (`api-client/media/….png`): importing the file into the same shop needs none of them sent. Each
 * stock also carries `stockSeen`, the figure now, so that importing the file later applies only the
 * changes typed into it and leaves the sales made meanwhile (catalogFile/schema.ts).
 */
export async function exportCatalog(db: Db, shopId: number): Promise<CatalogFile> {
  const keyOf = (r: { key: string | null; nanoId: string }) => r.key ?? r.nanoId;
  const picture = (address: string | null) =>
    address?.startsWith('/') && !address.startsWith('//') ? address.slice(1) : undefined;

  const [groups, cats, acts, rows, links] = await Promise.all([
    db
      .select()
      .from(categoryGroups)
      .where(eq(categoryGroups.shopId, shopId))
      .orderBy(asc(categoryGroups.order), asc(categoryGroups.id)),
    db
      .select()
      .from(categories)
      .where(eq(categories.shopId, shopId))
      .orderBy(asc(categories.order), asc(categories.id)),
    db
      .select()
      .from(activities)
      .where(and(eq(activities.shopId, shopId), eq(activities.isRemove, false)))
      .orderBy(asc(activities.order), asc(activities.id)),
    db
      .select({ id: products.id, key: products.key, nanoId: products.nanoId })
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.isRemove, false)))
      .orderBy(asc(products.order), asc(products.id)),
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.shopId, shopId)),
  ]);
  const categoryOf = (c: (typeof cats)[number]) => ({
    key: keyOf(c),
    name: c.name,
    ...(picture(c.image) ? { image: picture(c.image) } : {}),
  });
  const categoryKey = new Map(cats.map((c) => [c.id, keyOf(c)]));
  const activityKey = new Map(acts.map((a) => [a.id, keyOf(a)]));

  const productsOut: CatalogFile['products'] = [];
  for (const row of rows) {
    const { id } = row;
    const p = await consoleProduct(db, shopId, id);
    const pictures = p.pictures.map(picture).filter((x): x is string => x !== undefined);
    const { levels, cells } = p.specs;
    const nameOf = new Map(levels.flatMap((l) => l.values.map((v) => [v.key, v.name])));
    const activity = p.activityId === null ? undefined : activityKey.get(p.activityId);
    productsOut.push({
      key: keyOf(row),
      name: p.name,
      description: p.description,
      ...(pictures.length ? { pictures } : {}),
      price: p.price,
      ...(p.activityPrice !== null ? { activityPrice: p.activityPrice } : {}),
      ...(activity ? { activity } : {}),
      categories: links
        .filter((l) => l.productId === id && categoryKey.has(l.categoryId))
        .map((l) => categoryKey.get(l.categoryId)!),
      public: p.isPublic,
      ...(p.purchaseLimit !== null ? { purchaseLimit: p.purchaseLimit } : {}),
      ...(levels.length
        ? {
            specNames: levels.map((l) => l.name),
            specs: cells.map((c) => ({
              values: c.keys.map((k) => nameOf.get(k)!),
              price: c.price,
              ...(c.activityPrice !== null ? { activityPrice: c.activityPrice } : {}),
              stock: c.stock,
              stockSeen: c.stock,
            })),
          }
        : { stock: cells[0]?.stock ?? 0, stockSeen: cells[0]?.stock ?? 0 }),
    });
  }

  return {
    categoryGroups: groups.map((g) => ({
      key: keyOf(g),
      name: g.name,
      categories: cats.filter((c) => c.groupId === g.id).map(categoryOf),
    })),
    categories: cats.filter((c) => c.groupId === null).map(categoryOf),
    activities: acts.map((a) => ({
      key: keyOf(a),
      name: a.name,
      description: a.description,
      ...(picture(a.image) ? { image: picture(a.image) } : {}),
      enable: a.enable,
      isStorewide: a.isStorewide,
    })),
    products: productsOut,
  };
}
