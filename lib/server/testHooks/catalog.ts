import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, productStocks } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';

export async function setStock(
  db: Db,
  shopId: number,
  stockId: number,
  stock: number,
): Promise<{ id: number; stock: number }> {
  const [row] = await db
    .update(productStocks)
    .set({ stock })
    .where(and(eq(productStocks.shopId, shopId), eq(productStocks.id, stockId)))
    .returning({ id: productStocks.id, stock: productStocks.stock });
  if (!row) throw notFound('庫存');
  return row;
}

export async function setProductRemoved(db: Db, shopId: number, nanoId: string, isRemove: boolean) {
  const [row] = await db
    .update(products)
    .set({ isRemove })
    .where(and(eq(products.shopId, shopId), eq(products.nanoId, nanoId)))
    .returning({ id: products.id, isRemove: products.isRemove });
  if (!row) throw notFound('商品');
  return row;
}
