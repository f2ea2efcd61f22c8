import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductFilter, ProductSort, ProductSummary, PageQuery } from '@/lib/api/contract';
import { SEARCH_RESULT_LIMIT } from '@/lib/api/contract';
import type { Db, DbOrTx } from '../db/client';
import {
  mapPart,
  pagedRows,
  preparedRead,
  row,
  rows,
  type Arg,
  type Args,
  type Part,
} from '../db/oneStatement';
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
import { notFound } from '@/lib/server/kernel/errors';
import { toImage } from './image';
import { likePattern } from './like';
import { activityOn, activityRuns, effectiveActivityPrice, visibleProducts } from './visibility';

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
  activityEnable: activityOn,
  activityRemoved: activities.isRemove,
  activityRuns,
  totalStock,
  createdAt: products.createdAt,
};

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

/** The visible products among `ids` as summaries, as a part of a combined read. */
export function summariesPart(shopId: Arg<number>, ids: SQL): Part<ProductSummary[]> {
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

type FilterArgs = { shopId: number; name: string; activityId: number; categoryId: number; groupId: number };
/** Which of a list's filters are set: the form of its statement. */
type FilterShape = { name: boolean; activity: boolean; category: boolean; group: boolean };

function filterOf(shopId: number, f: ProductFilter): { args: FilterArgs; shape: FilterShape } {
  return {
    args: {
      shopId,
      name: f.name ? likePattern(f.name) : '',
      activityId: f.EcommerceActivityId ?? 0,
      categoryId: f.EcommerceCategoryId ?? 0,
      groupId: f.EcommerceCategoryGroupId ?? 0,
    },
    shape: {
      name: Boolean(f.name),
      activity: Boolean(f.EcommerceActivityId),
      category: Boolean(f.EcommerceCategoryId),
      group: Boolean(f.EcommerceCategoryGroupId),
    },
  };
}

function filterWhere(a: Args<FilterArgs>, shape: FilterShape): SQL {
  const conditions: (SQL | undefined)[] = [visibleProducts(a.shopId)];
  if (shape.name) conditions.push(ilike(products.name, a.name));
  if (shape.activity) conditions.push(eq(products.activityId, a.activityId));
  if (shape.category) {
    conditions.push(
      sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id}
          and ${productCategories.categoryId} = ${a.categoryId})`,
    );
  }
  if (shape.group) {
    conditions.push(
      sql`exists (select 1 from ${productCategories}
          join ${categories} on ${categories.id} = ${productCategories.categoryId}
          where ${productCategories.productId} = ${products.id} and ${categories.groupId} = ${a.groupId})`,
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

type ListArgs = FilterArgs & { limit: number; start: number };

/**
 * A page of a product list, built once per filter set and order (preparedRead): 4 filters on or off,
 * 4 fields in 2 directions make 128 shapes.
 */
const listRead = preparedRead(
  (a: Args<ListArgs>, shape: FilterShape & ProductSort) => ({
    page: pagedRows(
      summaryColumns,
      sql`from ${products} left join ${activities} on ${eq(activities.id, products.activityId)}
        where ${filterWhere(a, shape)}`,
      sql.join(orderBy(shape), sql`, `),
      a.limit,
      a.start,
    ),
  }),
  128,
);

export async function listProducts(
  db: Db,
  shopId: number,
  q: PageQuery & ProductFilter & ProductSort,
): Promise<ProductSummary[]> {
  const { args, shape } = filterOf(shopId, q);
  const { page } = await listRead(
    db,
    { ...shape, sortBy: q.sortBy, sort: q.sort },
    { ...args, limit: q.limit, start: q.start },
  );
  return page.map(toSummary);
}

export async function countProducts(db: Db, shopId: number, f: ProductFilter): Promise<number> {
  const { args, shape } = filterOf(shopId, f);
  const [row] = await db.select({ n: count() }).from(products).where(filterWhere(args, shape));
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

/**
 * The parts of one product's page, as one statement: each part finds the product by its key within
 * the shop's visible products again (an index lookup), so the reads share a snapshot and a round trip.
 */
function productParts(a: { shopId: Arg<number>; id: Arg<number>; nanoId: Arg<string> }, by: 'id' | 'nanoId') {
  const key = by === 'id' ? eq(products.id, a.id) : eq(products.nanoId, a.nanoId);
  const found = and(visibleProducts(a.shopId), key);
  const id = sql`(select ${products.id} from ${products} where ${found} limit 1)`;
  return {
    product: row(
      { ...summaryColumns, description: products.description, pictures: products.pictures },
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

/** Built once for each key (preparedRead). */
const productRead = preparedRead(productParts);

/** A product with its categories, specs and stocks: one statement (it is read on every page view). */
export async function getProduct(
  db: Db,
  shopId: number,
  by: { id: number } | { nanoId: string },
): Promise<Product> {
  const read =
    'id' in by
      ? await productRead(db, 'id', { shopId, id: by.id, nanoId: '' })
      : await productRead(db, 'nanoId', { shopId, id: 0, nanoId: by.nanoId });
  const row = read.product;
  if (!row) throw notFound('商品');
  const { parents, children } = read;
  const childById = new Map(children.map((c) => [c.id, c]));
  return {
    ...toSummary(row),
    description: row.description,
    pictures: row.pictures.map((filename) => ({ filename })),
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
