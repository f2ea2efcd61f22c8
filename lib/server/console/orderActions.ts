import { z } from 'zod';
import { CONSOLE_ORDER_ACTIONS } from '@/lib/console/orderActions';

export const OrderActionBodySchema = z.object({
  action: z.enum(CONSOLE_ORDER_ACTIONS, { message: '動作不正確' }),
  /** The order's version as the staff member saw it (409 when it changed meanwhile). */
  version: z.number({ error: '缺少訂單版本' }).int().min(0),
  reason: z.string().trim().max(200, '原因最多 200 個字').optional(),
  note: z.string().trim().min(1, '備註不能空白').max(500, '備註最多 500 個字').optional(),
  restock: z.boolean().default(true),
  weight: z.number().int().positive().max(20_000, '重量最多 20,000 公克').optional(),
  /**
   * With 標記為已出貨: the carrier and tracking number of a parcel the shop sent by its own carrier
   * (a home delivery paid on delivery, which ECPay does not carry), shown to the shopper.
   */
  tracking: z
    .string()
    .trim()
    .max(40, '託運資訊最多 40 個字')
    .regex(/^[\p{L}\p{N} ._#-]*$/u, '託運資訊只能有文字、數字、空格與 . _ # -')
    .optional(),
});

/** The history note of a parcel sent by the shop's own carrier. */
export const trackingNote = (tracking: string) => `託運資訊：${tracking}`;
export type OrderActionBody = z.output<typeof OrderActionBodySchema>;

export const ShipManyBodySchema = z.object({
  orders: z
    .array(z.object({ id: z.number().int().positive().max(2_147_483_647), version: z.number().int().min(0) }))
    .min(1, '請選擇要出貨的訂單')
    .max(50, '一次最多 50 筆'),
});
