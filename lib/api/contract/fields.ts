import { z } from 'zod/mini';

/** Field shapes shared by the checkout schemas. */

export const MAX_MONEY = 100_000_000;
export const MoneySchema = z
  .number()
  .check(z.int('金額必須是整數'), z.minimum(0, '金額不可小於 0'), z.maximum(MAX_MONEY));
/** Ids in a JSON body arrive as numbers (path and query ids are text and use IdSchema). */
const ID_INVALID = '編號必須是正整數';
export const BodyIdSchema = z
  .int(ID_INVALID)
  .check(z.positive(ID_INVALID), z.maximum(2_147_483_647, ID_INVALID));

const blankToNull = (s: string | null | undefined) => (s ? s : null);

/** Empty text means "not given". */
export const optionalText = (max: number, tooLong: string) =>
  z.pipe(z.nullish(z.string().check(z.trim(), z.maxLength(max, tooLong))), z.transform(blankToNull));

export const OptionalEmailSchema = z.pipe(
  z.union([
    z.nullish(z.string().check(z.trim(), z.maxLength(254), z.email('請輸入正確的電子郵件'))),
    z.literal(''),
  ]),
  z.transform(blankToNull),
);
