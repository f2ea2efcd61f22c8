import { z } from 'zod';

/** Field shapes shared by the checkout schemas. */

export const MAX_MONEY = 100_000_000;
export const MoneySchema = z.number().int('金額必須是整數').min(0, '金額不可小於 0').max(MAX_MONEY);
/** Ids in a JSON body arrive as numbers (path and query ids are text and use IdSchema). */
export const BodyIdSchema = z.number().int().positive().max(2_147_483_647);

/** Empty text means "not given". */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((s) => (s ? s : null));

export const OptionalEmailSchema = z
  .string()
  .trim()
  .max(254)
  .email('請輸入正確的電子郵件')
  .nullish()
  .or(z.literal(''))
  .transform((s) => (s ? s : null));
