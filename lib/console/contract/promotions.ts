import { z } from 'zod';
import { RowIdSchema, wholeTwd } from './fields';

/**
 * The bodies an owner creates and edits the shop's automatic promotions and promo codes with
 * (console settings and the operator's commands).
 */

/** Codes are matched without regard to case or surrounding spaces. */
export const normalizeCode = (typed: string) => typed.trim().toUpperCase();

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
