import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import { productCategories, products, productStocks } from '../../db/schema';
import { quantity } from '@/lib/catalog/fields';
import type { Actor } from '../changes';
import { claimEdit, recordEdit, VersionSchema } from '../edit';
import { productTarget } from './productSave';
import { consoleProduct, foreignCategories, productRecord } from './productView';

const MAX_BULK = 100;

const Ticked = z.array(z.object({ id: z.number().int().min(1).max(2_147_483_647), version: VersionSchema }));

/** One action on the products ticked on the list, each named with the version the list showed. */
export const BulkBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish'), products: Ticked }),
    z.object({ action: z.literal('hide'), products: Ticked }),
    /** Moves them to exactly this one category. */
    z.object({
      action: z.literal('category'),
      products: Ticked,
      categoryId: z.number({ error: '請選擇分類' }).int().min(1).max(2_147_483_647),
    }),
    /** Sets every combination on sale of each to this stock. */
    z.object({ action: z.literal('stock'), products: Ticked, stock: quantity }),
  ],
  { error: '動作須為 publish、hide、category 或 stock' },
);
export type BulkBody = z.output<typeof BulkBodySchema>;

const BULK_MESSAGES = {
  none: '請先勾選商品',
  tooMany: `一次最多 ${MAX_BULK} 件商品`,
  category: '參數 categoryId 不正確：找不到此分類',
} as const;

/**
 * Applies the action to every ticked product in one transaction, each claimed at the version the
 * list showed and recorded: one that changed since refuses the whole action (409), nothing applied.
 */
export async function bulkProducts(
  db: Db,
  actor: Actor,
  shopId: number,
  body: BulkBody,
): Promise<{ changed: number }> {
  // A product ticked twice (two lists open, a double tap) is one product: once claimed, a second
  // claim at the same version would be refused as stale.
  const ticked = [...new Map(body.products.map((p) => [p.id, p])).values()];
  if (!ticked.length) throw new DomainError('invalid', BULK_MESSAGES.none);
  if (ticked.length > MAX_BULK) throw new DomainError('invalid', BULK_MESSAGES.tooMany);
  return db.transaction(async (tx) => {
    if (body.action === 'category' && (await foreignCategories(tx, shopId, [body.categoryId])).length)
      throw new DomainError('invalid', BULK_MESSAGES.category);
    for (const { id, version: seen } of ticked) {
      const before = await consoleProduct(tx, shopId, id);
      const version = await claimEdit(
        tx,
        { table: products, version: products.version },
        and(eq(products.shopId, shopId), eq(products.id, id), eq(products.isRemove, false))!,
        seen,
        productTarget(actor, id),
      );
      if (body.action === 'publish' || body.action === 'hide')
        await tx
          .update(products)
          .set({ isPublic: body.action === 'publish' })
          .where(eq(products.id, id));
      else if (body.action === 'category') {
        await tx.delete(productCategories).where(eq(productCategories.productId, id));
        await tx.insert(productCategories).values({ shopId, productId: id, categoryId: body.categoryId });
      } else
        await tx
          .update(productStocks)
          .set({ stock: body.stock })
          .where(and(eq(productStocks.productId, id), eq(productStocks.isRemove, false)));
      await recordEdit(tx, actor, {
        shopId,
        target: productTarget(actor, id),
        action: `bulk-${body.action}`,
        version,
        before: productRecord(before),
        after: productRecord(await consoleProduct(tx, shopId, id)),
      });
    }
    return { changed: ticked.length };
  });
}
