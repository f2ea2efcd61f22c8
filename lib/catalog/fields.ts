import { z } from 'zod';

/**
 * The catalog's field rules, one copy for every door a merchant edits the catalog through: the
 * catalog file of `npm run operator -- catalog import` (lib/server/catalog/file) and the
 * console's forms (lib/console/contract).
 */

const POSITIVE = '必須是正整數';
const COUNT = '必須是 0 或正整數';

/** A price or an amount: a whole number of NT$, at least 1. */
export const positiveInt = z
  .number({ error: POSITIVE })
  .int({ error: POSITIVE })
  .min(1, { error: POSITIVE })
  .max(10_000_000, { error: '金額過大' });

/** A stock: 0 or a whole number of units. */
export const quantity = z
  .number({ error: COUNT })
  .int({ error: COUNT })
  .min(0, { error: COUNT })
  .max(1_000_000, { error: '數量過大' });

/** 限購: most units (all specs together) one order may hold. */
export const purchaseLimit = z
  .number({ error: POSITIVE })
  .int({ error: POSITIVE })
  .min(1, { error: POSITIVE })
  .max(1_000, { error: '限購數量過大' });

/** The merchant's own key of an object (and of an organisation): found again by it on import. */
export const MerchantKeySchema = z
  .string({ error: '必須是文字' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '須為 1 到 64 個英文字母、數字、- 或 _' });

/** A name shown to shoppers: trimmed, not blank, at most `max` characters. */
export const name = (max = 100) =>
  z
    .string({ error: '必須是文字' })
    .trim()
    .min(1, { error: '不可空白' })
    .max(max, { error: `最多 ${max} 個字` });

export const flag = z.boolean({ error: '必須是 true 或 false' });

/** An activity's and a product's descriptions, at most 2,000 and 20,000 characters. */
export const activityDescription = z.string({ error: '必須是文字' }).max(2000);
export const productDescription = z.string({ error: '必須是文字' }).max(20_000);
