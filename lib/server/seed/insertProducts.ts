import { pictureColumns } from '@/lib/catalog/pictures';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import type { SeedProduct } from './types';

/** The products of one shop, with the ids its categories and activities were given. */
export type ShopProducts = {
  shopId: number;
  products: SeedProduct[];
  categoryIds: Map<string, number>;
  activityIds: Map<string, number>;
};

/**
 * Rows per INSERT: PostgreSQL takes at most 65,535 parameters per statement and the widest row here
 * has under 20 columns, so 2,000 rows stay well inside it.
 */
const ROWS_PER_INSERT = 2_000;

/**
 * Inserts the products, their specs and stocks of many shops in a handful of multi-row statements.
 * Ids are drawn from each table's sequence first, so rows can point at each other before they are
 * written and no statement needs to return what it inserted: a thousand shops of five hundred
 * products cost a few hundred statements rather than a million.
 */
export async function insertProducts(tx: Tx, shops: ShopProducts[]): Promise<Map<string, number>[]> {
  const all = shops.flatMap((s) => s.products.map((p) => ({ shop: s, p })));
  const productIds = await nextIds(tx, 'products', all.length);
  const withSpecs = all.map((row, i) => ({ ...row, productId: productIds[i]! }));

  const parents = withSpecs.flatMap((r) =>
    (r.p.specs?.parents ?? []).map((parent, level) => ({ ...r, parent, level })),
  );
  const parentIds = await nextIds(tx, 'product_parent_specs', parents.length);
  const children = parents.flatMap((r, i) =>
    r.parent.children.map((name, order) => ({ ...r, parentSpecId: parentIds[i]!, name, order })),
  );
  const childIds = await nextIds(tx, 'product_child_specs', children.length);
  /** product id → level → child name → child id */
  const childByName = new Map<number, Map<string, number>[]>();
  children.forEach((c, i) => {
    const levels = childByName.get(c.productId) ?? [];
    childByName.set(c.productId, levels);
    (levels[c.level] ??= new Map()).set(c.name, childIds[i]!);
  });
  const stocks = withSpecs.flatMap((r) =>
    r.p.specs
      ? r.p.specs.stocks.map((st) => ({
          ...r,
          children: st.children,
          stock: st.stock,
          price: st.price ?? r.p.price,
          activityPrice: st.activityPrice ?? r.p.activityPrice,
        }))
      : [{ ...r, children: [], stock: r.p.stock ?? 0, price: r.p.price, activityPrice: r.p.activityPrice }],
  );
  const stockIds = await nextIds(tx, 'product_stocks', stocks.length);

  await insertRows(
    tx,
    t.products,
    withSpecs.map(({ shop, p, productId }) => ({
      id: productId,
      shopId: shop.shopId,
      nanoId: p.nanoId,
      name: p.name,
      description: p.description,
      ...pictureColumns([p.mainImage ?? '', p.image ?? '']),
      price: p.price,
      activityPrice: p.activityPrice,
      order: p.order,
      isPublic: p.isPublic ?? true,
      isRemove: p.isRemove ?? false,
      useCashbackRate: p.useCashbackRate ?? 0,
      purchaseLimit: p.purchaseLimit ?? null,
      activityId: p.activityNanoId ? lookup(shop.activityIds, p.activityNanoId) : null,
    })),
  );
  await insertRows(
    tx,
    t.productCategories,
    withSpecs.flatMap(({ shop, p, productId }) =>
      p.categoryNanoIds.map((c) => ({
        shopId: shop.shopId,
        productId,
        categoryId: lookup(shop.categoryIds, c),
      })),
    ),
  );
  await insertRows(
    tx,
    t.productParentSpecs,
    parents.map((r, i) => ({
      id: parentIds[i]!,
      shopId: r.shop.shopId,
      productId: r.productId,
      name: r.parent.name,
      order: r.level,
    })),
  );
  await insertRows(
    tx,
    t.productChildSpecs,
    children.map((c, i) => ({
      id: childIds[i]!,
      shopId: c.shop.shopId,
      productId: c.productId,
      parentSpecId: c.parentSpecId,
      name: c.name,
      order: c.order,
    })),
  );
  await insertRows(
    tx,
    t.productStocks,
    stocks.map((s, i) => ({
      id: stockIds[i]!,
      shopId: s.shop.shopId,
      productId: s.productId,
      stock: s.stock,
      price: s.price,
      activityPrice: s.activityPrice,
    })),
  );
  await insertRows(
    tx,
    t.productStockChildSpecs,
    stocks.flatMap((s, i) =>
      s.children.map((name, level) => ({
        shopId: s.shop.shopId,
        stockId: stockIds[i]!,
        childSpecId: lookup(childByName.get(s.productId)?.[level] ?? new Map(), name),
      })),
    ),
  );

  const byShop = new Map(shops.map((s) => [s, new Map<string, number>()]));
  for (const r of withSpecs) byShop.get(r.shop)!.set(r.p.nanoId, r.productId);
  return shops.map((s) => byShop.get(s)!);
}

/** `count` fresh ids of `table`'s serial id column, in the order they were drawn. */
async function nextIds(tx: Tx, table: string, count: number): Promise<number[]> {
  if (!count) return [];
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  // Ascending, so rows listed first get the lower ids, as one-by-one inserts would have given them.
  return (result as unknown as { rows: { id: number }[] }).rows
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}

async function insertRows(tx: Tx, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    await tx.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT) as never);
}

function lookup(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed data refers to unknown "${key}"`);
  return id;
}
