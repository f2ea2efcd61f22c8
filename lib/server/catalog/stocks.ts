import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ProductSummary, StockWithProduct } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { asParam, readParts, rows, type Arg, type Row } from '../db/oneStatement';
import { productChildSpecs, productStockChildSpecs, productStocks } from '../db/schema';
import { summariesPart } from './products';
import { effectiveActivityPrice } from './visibility';

const specColumns = {
  stockId: productStockChildSpecs.stockId,
  id: productChildSpecs.id,
  name: productChildSpecs.name,
  order: productChildSpecs.order,
  EcommerceProductParentSpecId: productChildSpecs.parentSpecId,
};

/**
 * The stocks a cart holds, with their products as they are now, as parts of a combined read: the
 * stock rows, their products' summaries and the specs each stock is made of.
 */
export function stocksByIdsParts(shopId: Arg<number>, ids: Arg<readonly number[]>) {
  const wanted = and(
    eq(productStocks.shopId, shopId),
    eq(productStocks.isRemove, false),
    sql`${productStocks.id} = any(${asParam(ids)}::integer[])`,
  );
  return {
    stocks: rows(
      getTableColumns(productStocks),
      sql`from ${productStocks} where ${wanted}`,
      sql`${productStocks.id} asc`,
    ),
    products: summariesPart(
      shopId,
      sql`(select ${productStocks.productId} from ${productStocks} where ${wanted})`,
    ),
    specs: rows(
      specColumns,
      sql`from ${productStockChildSpecs} inner join ${productChildSpecs}
          on ${eq(productChildSpecs.id, productStockChildSpecs.childSpecId)}
          where ${inArray(
            productStockChildSpecs.stockId,
            sql`(select ${productStocks.id} from ${productStocks} where ${wanted})`,
          )}`,
      sql`${productChildSpecs.parentSpecId} asc`,
    ),
  };
}

type StockRow = typeof productStocks.$inferSelect;

/**
 * The stocks as the cart sees them. Stocks that no longer exist, or whose product is hidden or
 * removed, are simply absent: the cart flags those lines as removed.
 */
export function stocksWithProducts(read: {
  stocks: StockRow[];
  products: ProductSummary[];
  specs: Row<typeof specColumns>[];
}): StockWithProduct[] {
  const productById = new Map(read.products.map((p) => [p.id, p]));
  return read.stocks.flatMap((s) => {
    const product = productById.get(s.productId);
    if (!product) return [];
    // The summary names the activity only while it is not removed, so `enable` tells whether it runs.
    const activityRuns = product.EcommerceActivity?.enable === true;
    return [
      {
        id: s.id,
        stock: s.stock,
        price: s.price,
        activityPrice: effectiveActivityPrice(s.price, s.activityPrice, activityRuns),
        EcommerceProductChildSpecs: read.specs
          .filter((c) => c.stockId === s.id)
          .map(({ id, name, order, EcommerceProductParentSpecId }) => ({
            id,
            name,
            order,
            EcommerceProductParentSpecId,
          })),
        EcommerceProduct: product,
      },
    ];
  });
}

/** The stocks a cart holds, with their products as they are now, in one statement. */
export async function stocksByIds(db: DbOrTx, shopId: number, ids: number[]): Promise<StockWithProduct[]> {
  if (!ids.length) return [];
  return stocksWithProducts(await readParts(db, stocksByIdsParts(shopId, ids)));
}
