import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import { productCategories, products } from '../../db/schema';
import type { Actor } from '../../staff/changes';
import { claimEdit, recordEdit } from '../../staff/edit';
import { productTarget } from './productSave';
import { setProductStock } from '../stockWrites';
import type { BulkBody } from '@/lib/console/contract/products';
import { consoleProduct, foreignCategories, productRecord } from './productView';

const MAX_BULK = 100;

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
      } else await setProductStock(tx, id, body.stock);
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
