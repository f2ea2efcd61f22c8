import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { products, promoCodes, promotions } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { wholeTwd } from '../pricing/wholeTwd';
import { normalizeCode } from './codeRules';

/**
 * How an owner creates and edits the shop's automatic promotions and promo codes. Neither is ever
 * deleted: orders name them (their amounts, a code's uses), so one no longer wanted is switched off.
 */

const count = (label: string) => {
  const wrong = `${label}須為 1 到 1000000 的整數，或留空表示不限`;
  return z
    .number({ error: wrong })
    .int({ error: wrong })
    .min(1, { error: wrong })
    .max(1_000_000, { error: wrong });
};
const Moment = z.iso
  .datetime({ offset: true, error: '時間格式不正確' })
  .transform((s) => new Date(s))
  .nullable()
  .default(null);
/** A row's id as a console body names it (a promotion, a promo code, a delivery). */
export const RowIdSchema = z.number({ error: '缺少編號' }).int().positive().max(2_147_483_647);

const PROMOTION_KINDS = ['order_discount', 'order_free_shipping', 'product_discount'] as const;

function refineWindow(p: { startsAt: Date | null; endsAt: Date | null }, ctx: z.RefinementCtx) {
  if (p.startsAt && p.endsAt && p.endsAt.getTime() <= p.startsAt.getTime())
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '結束時間須晚於開始時間' });
}

export const PromotionFieldsSchema = z
  .object({
    /** Left out: a new promotion. */
    id: RowIdSchema.optional(),
    name: z
      .string({ error: '請給促銷名稱' })
      .trim()
      .min(1, { error: '促銷名稱不可空白' })
      .max(50, { error: '促銷名稱最多 50 字' }),
    kind: z.enum(PROMOTION_KINDS, { error: '促銷類型須為滿額折扣、滿額免運或商品組合優惠之一' }),
    minAmount: wholeTwd('最低消費').default(0),
    minQuantity: z
      .number({ error: '件數須為 1 到 1000 的整數' })
      .int({ error: '件數須為 1 到 1000 的整數' })
      .min(1, { error: '件數須為 1 到 1000 的整數' })
      .max(1000, { error: '件數須為 1 到 1000 的整數' })
      .default(1),
    discount: wholeTwd('折扣金額').default(0),
    /** product_discount only: the product, by its nanoId. */
    productNanoId: z.string().trim().min(1).max(64).nullable().default(null),
    enable: z.boolean().default(true),
    startsAt: Moment,
    endsAt: Moment,
  })
  .superRefine((p, ctx) => {
    refineWindow(p, ctx);
    if (p.kind !== 'order_free_shipping' && p.discount < 1)
      ctx.addIssue({ code: 'custom', path: ['discount'], message: '折扣金額須至少 1 元' });
    if (p.kind === 'product_discount' && !p.productNanoId)
      ctx.addIssue({ code: 'custom', path: ['productNanoId'], message: '商品組合優惠須指定商品' });
    if (p.kind !== 'product_discount' && p.productNanoId)
      ctx.addIssue({ code: 'custom', path: ['productNanoId'], message: '只有商品組合優惠可以指定商品' });
  });
export type PromotionFields = z.output<typeof PromotionFieldsSchema>;

/** Creates or updates a promotion of the shop; answers its id. */
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

const CODE = '優惠碼須為 3 到 30 個英文字母、數字、- 或 _';

export const PromoCodeFieldsSchema = z
  .object({
    id: RowIdSchema.optional(),
    code: z
      .string({ error: CODE })
      .transform(normalizeCode)
      .pipe(z.string().regex(/^[A-Z0-9_-]{3,30}$/, { error: CODE })),
    name: z
      .string({ error: '請給優惠碼名稱' })
      .trim()
      .min(1, { error: '優惠碼名稱不可空白' })
      .max(50, { error: '優惠碼名稱最多 50 字' }),
    discountType: z.enum(['amount', 'percent'], {
      error: '折扣方式須為 amount（折抵金額）或 percent（折扣百分比）',
    }),
    value: wholeTwd('折扣', { least: 1 }),
    minAmount: wholeTwd('最低消費').default(0),
    usageLimit: count('總使用次數').nullable().default(null),
    perMemberLimit: count('每位會員使用次數').nullable().default(null),
    enable: z.boolean().default(true),
    startsAt: Moment,
    endsAt: Moment,
  })
  .superRefine((c, ctx) => {
    refineWindow(c, ctx);
    if (c.discountType === 'percent' && c.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: '折扣百分比須為 1 到 100' });
  });
export type PromoCodeFields = z.output<typeof PromoCodeFieldsSchema>;

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
