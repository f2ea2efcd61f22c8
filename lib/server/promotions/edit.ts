import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { products, promoCodes, promotions } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import type { PromoCodeFields, PromotionFields } from '@/lib/console/contract/promotions';

/**
 * How an owner creates and edits the shop's automatic promotions and promo codes. Neither is ever
 * deleted: orders name them (their amounts, a code's uses), so one no longer wanted is switched off.
 */

export async function savePromotionIn(tx: DbOrTx, shopId: number, body: PromotionFields): Promise<number> {
  let productId: number | null = null;
  if (body.productNanoId) {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.nanoId, body.productNanoId)));
    if (!product)
      throw new DomainError('invalid', `參數 productNanoId 不正確：找不到商品 ${body.productNanoId}`);
    productId = product.id;
  }
  const values = {
    name: body.name,
    kind: body.kind,
    minAmount: body.minAmount,
    minQuantity: body.kind === 'product_discount' ? body.minQuantity : 1,
    discount: body.kind === 'order_free_shipping' ? 0 : body.discount,
    productId,
    enable: body.enable,
    startsAt: body.startsAt,
    endsAt: body.endsAt,
  };
  if (body.id === undefined) {
    const [row] = await tx
      .insert(promotions)
      .values({ shopId, ...values })
      .returning({ id: promotions.id });
    return row!.id;
  }
  const updated = await tx
    .update(promotions)
    .set(values)
    .where(and(eq(promotions.shopId, shopId), eq(promotions.id, body.id)))
    .returning({ id: promotions.id });
  if (!updated.length) throw notFound('促銷');
  return body.id;
}

/** Creates or updates a promo code of the shop; its uses so far stay. Answers its id. */
export async function savePromoCodeIn(tx: DbOrTx, shopId: number, body: PromoCodeFields): Promise<number> {
  const [twin] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.shopId, shopId),
        eq(promoCodes.code, body.code),
        ...(body.id === undefined ? [] : [ne(promoCodes.id, body.id)]),
      ),
    );
  // Shoppers type the code: two of one spelling would make which one applies a guess.
  if (twin) throw new DomainError('conflict', `優惠碼 ${body.code} 已存在`);
  const { id, ...values } = body;
  if (id === undefined) {
    const [row] = await tx
      .insert(promoCodes)
      .values({ shopId, ...values })
      .returning({ id: promoCodes.id });
    return row!.id;
  }
  const updated = await tx
    .update(promoCodes)
    .set(values)
    .where(and(eq(promoCodes.shopId, shopId), eq(promoCodes.id, id)))
    .returning({ id: promoCodes.id });
  if (!updated.length) throw notFound('優惠碼');
  return id;
}
