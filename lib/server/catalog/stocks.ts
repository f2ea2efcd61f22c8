import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StockWithProduct } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { productChildSpecs, productStockChildSpecs, productStocks } from '../db/schema';
import { summariesByIds } from './products';
import { effectiveActivityPrice } from './visibility';

/**
 * The stocks a cart holds, with their products as they are now. Stocks that no longer exist, or whose
 * product is hidden or removed, are simply absent: the cart flags those lines as removed.
 */
export async function stocksByIds(db: DbOrTx, shopId: number, ids: number[]): Promise<StockWithProduct[]> {
  const stocks = await db
    .select()
    .from(productStocks)
    .where(
      and(
        eq(productStocks.shopId, shopId),
        eq(productStocks.isRemove, false),
        inArray(productStocks.id, ids),
      ),
    )
    .orderBy(asc(productStocks.id));
  if (!stocks.length) return [];

  const [productList, specs] = await Promise.all([
    summariesByIds(db, shopId, [...new Set(stocks.map((s) => s.productId))]),
    db
      .select({
        stockId: productStockChildSpecs.stockId,
        id: productChildSpecs.id,
        name: productChildSpecs.name,
        order: productChildSpecs.order,
        EcommerceProductParentSpecId: productChildSpecs.parentSpecId,
      })
      .from(productStockChildSpecs)
      .innerJoin(productChildSpecs, eq(productChildSpecs.id, productStockChildSpecs.childSpecId))
      .where(
        inArray(
          productStockChildSpecs.stockId,
          stocks.map((s) => s.id),
        ),
      )
      .orderBy(asc(productChildSpecs.parentSpecId)),
  ]);
  const productById = new Map(productList.map((p) => [p.id, p]));

  return stocks.flatMap((s) => {
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
        EcommerceProductChildSpecs: specs
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
