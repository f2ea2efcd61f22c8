import { z } from 'zod/mini';
import { BodyIdSchema } from './fields';

/**
 * Returns within the 7-day period of Taiwan's Consumer Protection Act: the shopper asks, the shop
 * approves or rejects, and an approved return is refunded. Amounts are whole NT dollars computed by
 * the server.
 */

export const RETURN_STATUSES = ['requested', 'approved', 'refunded', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** How the money comes back: through the order's gateway, by the shop by hand, or none is owed. */
export const REFUND_METHODS = ['gateway', 'manual', 'none'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A refund given up by the worker stays pending here; `intents list --failed` shows it to the shop. */
export const REFUND_STATUSES = ['pending', 'done'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const MAX_RETURN_REASON = 200;

export const ReturnLineInputSchema = z.object({
  stockId: BodyIdSchema,
  quantity: z
    .number()
    .check(z.int('數量必須是整數'), z.minimum(1, '數量至少為 1'), z.maximum(999, '數量過多')),
});
export type ReturnLineInput = z.infer<typeof ReturnLineInputSchema>;

/** POST /{shopId}/ecommerceOrder/{id}/return — without lines, the whole order. */
export const ReturnRequestBodySchema = z.object({
  reason: z
    .string({ message: '請輸入退貨原因' })
    .check(
      z.trim(),
      z.minLength(1, '請輸入退貨原因'),
      z.maxLength(MAX_RETURN_REASON, `退貨原因最多 ${MAX_RETURN_REASON} 個字`),
    ),
  lines: z.nullish(
    z.array(ReturnLineInputSchema).check(
      z.minLength(1, '請選擇要退貨的商品'),
      z.maxLength(100, '退貨商品過多'),
      z.refine((lines) => new Set(lines.map((l) => l.stockId)).size === lines.length, '同一商品規格重複出現'),
    ),
  ),
});
export type ReturnRequestBody = z.output<typeof ReturnRequestBodySchema>;
export type ReturnRequestInput = z.input<typeof ReturnRequestBodySchema>;

export const OrderReturnSchema = z.object({
  id: z.int(),
  status: z.enum(RETURN_STATUSES),
  /** 申請中, 已核准, 已退款, 不核准. */
  statusLabel: z.string(),
  reason: z.string(),
  /** The shop's reason when it did not approve. */
  rejectReason: z.nullable(z.string()),
  /** Whether the return covers every unit the order still had. */
  whole: z.boolean(),
  lines: z.array(z.object({ stockId: z.int(), name: z.string(), specName: z.string(), quantity: z.int() })),
  /** Money refunded to the payment used, once approved (購物金 and 回饋金 come back to the account). */
  refundAmount: z.int(),
  refundMethod: z.nullable(z.enum(REFUND_METHODS)),
  refundStatus: z.nullable(z.enum(REFUND_STATUSES)),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  refundedAt: z.nullable(z.string()),
});
export type OrderReturn = z.infer<typeof OrderReturnSchema>;
