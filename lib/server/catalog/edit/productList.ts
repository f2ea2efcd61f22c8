import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, productCategories, products } from '../../db/schema';
import { totalStock } from '../products';
import { likePattern } from '../like';
import type { ProductListQuery } from '@/lib/console/products/listQuery';

const PRODUCT_PAGE_SIZE = 20;

type ProductRow = {
  id: number;
  nanoId: string;
  version: number;
  name: string;
  mainImage: string | null;
  price: number;
  activityPrice: number | null;
  isPublic: boolean;
  order: number;
  totalStock: number;
  activityName: string | null;
};

export type ProductListPage = {
  rows: ProductRow[];
  page: number;
  pages: number;
  /** Under the search, category and activity chosen: all, public, hidden, sold out. */
  counts: { all: number; public: number; hidden: number; soldOut: number };
};

/** The filters but visibility and sold out, which the counts split by. */
function baseWhere(shopId: number, q: ProductListQuery): SQL {
  return and(
    eq(products.shopId, shopId),
    eq(products.isRemove, false),
    q.q ? ilike(products.name, likePattern(q.q)) : undefined,
    q.activity ? eq(products.activityId, q.activity) : undefined,
    q.category
      ? sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id}
          and ${productCategories.categoryId} = ${q.category})`
      : undefined,
  )!;
}

/** The shop's products (removed ones left out) in display order, 20 a page, with the counts. */
export async function listProducts(db: Db, shopId: number, q: ProductListQuery): Promise<ProductListPage> {
  const base = baseWhere(shopId, q);
  const where = and(
    base,
    q.visibility ? eq(products.isPublic, q.visibility === 'public') : undefined,
    q.soldOut ? sql`${totalStock} = 0` : undefined,
  );
  const [rows, [counts], [filtered]] = await Promise.all([
    db
      .select({
        id: products.id,
        nanoId: products.nanoId,
        version: products.version,
        name: products.name,
        mainImage: products.mainImage,
        price: products.price,
        activityPrice: products.activityPrice,
        isPublic: products.isPublic,
        order: products.order,
        totalStock,
        activityName: activities.name,
      })
      .from(products)
      .leftJoin(activities, eq(activities.id, products.activityId))
      .where(where)
      .orderBy(asc(products.order), desc(products.id))
      .limit(PRODUCT_PAGE_SIZE)
      .offset((q.page - 1) * PRODUCT_PAGE_SIZE),
    db
      .select({
        all: sql<number>`count(*)::int`,
        public: sql<number>`count(*) filter (where ${products.isPublic})::int`,
        hidden: sql<number>`count(*) filter (where not ${products.isPublic})::int`,
        soldOut: sql<number>`count(*) filter (where ${totalStock} = 0)::int`,
      })
      .from(products)
      .where(base),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return {
    rows,
    page: q.page,
    pages: Math.max(1, Math.ceil((filtered?.n ?? 0) / PRODUCT_PAGE_SIZE)),
    counts: counts ?? { all: 0, public: 0, hidden: 0, soldOut: 0 },
  };
}
