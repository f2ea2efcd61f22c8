import { z } from 'zod';
import { DomainError } from '@/lib/server/kernel/errors';
import { RowIdSchema, VersionSchema } from '@/lib/console/contract/fields';

z.config(z.locales.zhTW());

/** A 400 naming the field, worded as the request parser words its own (lib/server/http/route.ts). */
export const fieldError = (field: string, message: string) =>
  new DomainError('invalid', `參數 ${field} 不正確：${message}`);

export const RemoveBodySchema = z.strictObject({ version: VersionSchema });

/** A whole list in its new order, each object with the version the editor saw. */
export const OrderBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ id: RowIdSchema, version: VersionSchema }), { error: '必須是清單' })
    .max(1000, { error: '最多 1000 項' }),
});
export type OrderBody = z.output<typeof OrderBodySchema>;
