import { z } from 'zod';
import { DomainError } from '@/lib/server/kernel/errors';
import { MerchantKeySchema } from '@/lib/catalog/fields';
import { VersionSchema } from '../edit';
import { PictureAddressSchema } from '../pictureRule';

z.config(z.locales.zhTW());

/** A 400 naming the field, worded as the request parser words its own (lib/server/http/route.ts). */
export const fieldError = (field: string, message: string) =>
  new DomainError('invalid', `參數 ${field} 不正確：${message}`);

export const RowIdSchema = z
  .number({ error: '必須是編號' })
  .int({ error: '必須是編號' })
  .positive({ error: '必須是編號' })
  .max(2_147_483_647, { error: '必須是編號' });

/** The merchant's own key (as in the catalog file); null for none. */
export const KeyFieldSchema = MerchantKeySchema.nullable();

/** A picture (the console's one rule, lib/server/console/pictureRule.ts: checkPicture), or null for none. */
export const PictureFieldSchema = PictureAddressSchema.nullable();

export const RemoveBodySchema = z.strictObject({ version: VersionSchema });

/** A whole list in its new order, each object with the version the editor saw. */
export const OrderBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ id: RowIdSchema, version: VersionSchema }), { error: '必須是清單' })
    .max(1000, { error: '最多 1000 項' }),
});
export type OrderBody = z.output<typeof OrderBodySchema>;
