import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_TYPES } from '@/lib/api/contract';

export const CONSOLE_PAGE_SIZE = 20;
/** The most rows one export holds: a year of a busy shop's orders, in one file Excel opens at once. */
export const EXPORT_MAX_ROWS = 20_000;

/** A form's empty field is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式須為 YYYY-MM-DD');

/** The order list's filters, as the list page's GET form and the export send them. */
export const OrderFilterSchema = z
  .object({
    status: optional(z.enum(ORDER_STATUSES, { message: '狀態不正確' })),
    paymentType: optional(z.enum(PAYMENT_TYPES, { message: '付款方式不正確' })),
    delivery: optional(z.enum(['home', 'cvs', 'store'], { message: '配送方式不正確' })),
    from: optional(DaySchema),
    to: optional(DaySchema),
    /** Only orders whose shopper reported an ATM transfer. */
    transfer: optional(z.enum(['reported'], { message: '轉帳篩選不正確' })),
    /** Only orders with a return waiting for the shop's decision. */
    returns: optional(z.enum(['requested'], { message: '退貨篩選不正確' })),
    q: optional(z.string().trim().max(40, '搜尋最多 40 個字')),
    page: optional(z.coerce.number().int().min(1).max(10_000)).transform((p) => p ?? 1),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: '開始日期須早於結束日期', path: ['from'] });
export type OrderFilter = z.output<typeof OrderFilterSchema>;

/** The filter as a query string, for the list's links (page, export) that keep it. */
export function filterQuery(
  filter: Partial<OrderFilter>,
  more: Record<string, string | number> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...more }))
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `%`, `_` and `\` typed in the search match themselves, not any text. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
