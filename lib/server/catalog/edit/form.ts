import { z } from 'zod';
import { RowIdSchema, VersionSchema } from '@/lib/console/contract/fields';

z.config(z.locales.zhTW());

export const RemoveBodySchema = z.strictObject({ version: VersionSchema });

/** A whole list in its new order, each object with the version the editor saw. */
export const OrderBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ id: RowIdSchema, version: VersionSchema }), { error: '必須是清單' })
    .max(1000, { error: '最多 1000 項' }),
});
export type OrderBody = z.output<typeof OrderBodySchema>;
