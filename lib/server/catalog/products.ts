import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductFilter, ProductSort, ProductSummary, PageQuery } from '@/lib/api/contract';
import { SEARCH_RESULT_LIMIT } from '@/lib/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { mapPart, readParts, row, rows, type Part } from '../db/oneStatement';
import {
  activities,
  categories,
  productCategories,
  productChildSpecs,
  productParentSpecs,
  productStockChildSpecs,
  productStocks,
  products,
} from '../db/schema';
import { notFound } from '../http/errors';
import { toImage } from './image';
import { likePattern } from './like';
import { activityRuns, effectiveActivityPrice, visibleProducts } from './visibility';

/** A product's stock: the sum of its specs on sale (0: sold out, its card says 已售完). */
export const totalStock = sql<number>`coalesce((
  select sum(${productStocks.stock}) from ${productStocks}
  where ${productStocks.productId} = ${products.id} and not ${productStocks.isRemove}
), 0)::int`;

const summaryColumns = {
  id: products.id,
  nanoId: products.nanoId,
  name: products.name,
  mainImage: products.mainImage,
  image: products.image,
  price: products.price,
  activityPrice: products.activityPrice,
  order: products.order,
  useCashbackRate: products.useCashbackRate,
  purchaseLimit: products.purchaseLimit,
  activityId: products.activityId,
  activityNanoId: activities.nanoId,
  activityName: activities.name,
  activityEnable: activities.enable,
  activityRemoved: activities.isRemove,
  activityRuns,
  totalStock,
  createdAt: products.createdAt,
};

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

/** The visible products among `ids` as summaries, as a part of a combined read. */
export function summariesPart(shopId: number, ids: SQL): Part<ProductSummary[]> {
  return mapPart(
    rows(
      summaryColumns,
      sql`from ${products} left join ${activities} on ${eq(activities.id, products.activityId)}
          where ${and(visibleProducts(shopId), inArray(products.id, ids))}`,
    ),
    (found) => found.map(toSummary),
  );
}

function toSummary(r: SummaryRow): ProductSummary {
  // A removed activity no longer exists for shoppers; a disabled one is named but has no price effect.
  const activity =
    r.activityId !== null && r.activityNanoId !== null && !r.activityRemoved
      ? { id: r.activityId, nanoId: r.activityNanoId, name: r.activityName!, enable: r.activityEnable! }
      : null;
  return {
    id: r.id,
    nanoId: r.nanoId,
    name: r.name,
    MainImage: toImage(r.mainImage),
    Image: toImage(r.image),
    price: r.price,
    activityPrice: effectiveActivityPrice(r.price, r.activityPrice, r.activityRuns),
    order: r.order,
    isPublic: true,
    isRemove: false,
    useCashbackRate: Number(r.useCashbackRate),
    purchaseLimit: r.purchaseLimit,
    EcommerceActivityId: activity ? activity.id : null,
    EcommerceActivity: activity,
    totalStock: r.totalStock,
  };
}

function summaries(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(products)
    .leftJoin(activities, eq(activities.id, products.activityId));
}

function filterWhere(shopId: number, f: ProductFilter): SQL {
  const conditions: (SQL | undefined)[] = [visibleProducts(shopId)];
  if (f.name) conditions.push(ilike(products.name, likePattern(f.name)));
  if (f.EcommerceActivityId) conditions.push(eq(products.activityId, f.EcommerceActivityId));
  if (f.EcommerceCategoryId) {
    conditions.push(
      sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id}
          and ${productCategories.categoryId} = ${f.EcommerceCategoryId})`,
    );
  }
  if (f.EcommerceCategoryGroupId) {
    conditions.push(
      sql`exists (select 1 from ${productCategories}
          join ${categories} on ${categories.id} = ${productCategories.categoryId}
          where ${productCategories.productId} = ${products.id} and ${categories.groupId} = ${f.EcommerceCategoryGroupId})`,
    );
  }
  return and(...conditions)!;
}

const sortColumns = {
  order: products.order,
  price: products.price,
  createdAt: products.createdAt,
  name: products.name,
} as const;

function orderBy(s: ProductSort) {
  const dir = s.sort === 'DESC' ? desc : asc;
  // The id breaks ties so that paging never repeats or skips a product.
  return [dir(sortColumns[s.sortBy]), dir(products.id)];
}

export async function listProducts(
  db: Db,
  shopId: number,
  q: PageQuery & ProductFilter & ProductSort,
): Promise<ProductSummary[]> {
  const rows = await summaries(db)
    .where(filterWhere(shopId, q))
    .orderBy(...orderBy(q))
    .limit(q.limit)
    .offset(q.start);
  return rows.map(toSummary);
}

export async function countProducts(db: Db, shopId: number, f: ProductFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(filterWhere(shopId, f));
  return row?.n ?? 0;
}

/** Quick results while typing: names starting with the text first, then the rest by display order. */
export async function searchProducts(db: Db, shopId: number, text: string): Promise<ProductSummary[]> {
  const rows = await summaries(db)
    .where(and(visibleProducts(shopId), ilike(products.name, likePattern(text))))
    .orderBy(
      sql`case when ${products.name} ilike ${likePattern(text, 'prefix')} then 0 else 1 end`,
      asc(products.order),
      asc(products.id),
    )
    .limit(SEARCH_RESULT_LIMIT);
  return rows.map(toSummary);
}

export async function summariesByIds(db: DbOrTx, shopId: number, ids: number[]): Promise<ProductSummary[]> {
  if (!ids.length) return [];
  const rows = await summaries(db).where(and(visibleProducts(shopId), inArray(products.id, ids)));
  return rows.map(toSummary);
}

/**
 * The parts of one product's page, as one statement: each part finds the product by its key within
 * the shop's visible products again (an index lookup), so the reads share a snapshot and a round trip.
 */
function productParts(shopId: number, key: SQL) {
  const found = and(visibleProducts(shopId), key);
  const id = sql`(select ${products.id} from ${products} where ${found} limit 1)`;
  return {
    product: row(
      { ...summaryColumns, description: products.description },
      sql`from ${products} left join ${activities} on ${eq(activities.id, products.activityId)} where ${found}`,
    ),
    categories: rows(
      { id: categories.id, nanoId: categories.nanoId, name: categories.name },
      sql`from ${productCategories} inner join ${categories} on ${eq(categories.id, productCategories.categoryId)}
          where ${productCategories.productId} = ${id}`,
      sql`${categories.order} asc`,
    ),
    parents: rows(
      { id: productParentSpecs.id, name: productParentSpecs.name, order: productParentSpecs.order },
      sql`from ${productParentSpecs} where ${productParentSpecs.productId} = ${id}`,
      sql`${productParentSpecs.order} asc, ${productParentSpecs.id} asc`,
    ),
    children: rows(
      {
        id: productChildSpecs.id,
        name: productChildSpecs.name,
        order: productChildSpecs.order,
        EcommerceProductParentSpecId: productChildSpecs.parentSpecId,
      },
      sql`from ${productChildSpecs} where ${productChildSpecs.productId} = ${id}`,
      sql`${productChildSpecs.order} asc, ${productChildSpecs.id} asc`,
    ),
    stocks: rows(
      {
        id: productStocks.id,
        stock: productStocks.stock,
        price: productStocks.price,
        activityPrice: productStocks.activityPrice,
      },
      sql`from ${productStocks} where ${productStocks.productId} = ${id} and not ${productStocks.isRemove}`,
      sql`${productStocks.id} asc`,
    ),
    links: rows(
      { stockId: productStockChildSpecs.stockId, childSpecId: productStockChildSpecs.childSpecId },
      sql`from ${productStockChildSpecs} inner join ${productStocks}
          on ${eq(productStocks.id, productStockChildSpecs.stockId)}
          where ${productStocks.productId} = ${id}`,
    ),
  };
}

/** A product with its categories, specs and stocks: one statement (it is read on every page view). */
export async function getProduct(
  db: Db,
  shopId: number,
  by: { id: number } | { nanoId: string },
): Promise<Product> {
  const key = 'id' in by ? eq(products.id, by.id) : eq(products.nanoId, by.nanoId);
  const read = await readParts(db, productParts(shopId, key));
  const row = read.product;
  if (!row) throw notFound('商品');
  const { parents, children } = read;
  const childById = new Map(children.map((c) => [c.id, c]));
  return {
    ...toSummary(row),
    description: row.description,
    EcommerceCategories: read.categories,
    EcommerceProductParentSpecs: parents,
    EcommerceProductChildSpecs: children,
    EcommerceProductStocks: read.stocks.map((s) => ({
      id: s.id,
      stock: s.stock,
      price: s.price,
      activityPrice: effectiveActivityPrice(s.price, s.activityPrice, row.activityRuns),
      EcommerceProductChildSpecs: read.links
        .filter((l) => l.stockId === s.id)
        .map((l) => childById.get(l.childSpecId)!)
        .sort((a, b) => parentOrder(parents, a) - parentOrder(parents, b)),
    })),
  };
}

function parentOrder(parents: { id: number }[], child: { EcommerceProductParentSpecId: number }): number {
  return parents.findIndex((p) => p.id === child.EcommerceProductParentSpecId);
}
