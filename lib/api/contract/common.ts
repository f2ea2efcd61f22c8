import { z } from 'zod/mini';
import { DEFAULT_LIMIT, MAX_ID_LENGTH, MAX_IDS, MAX_LIMIT, MAX_SEARCH_LENGTH } from './limits';

/** A picture served by the shop; `filename` is a path under the site root or an absolute URL. */
export const ImageSchema = z.object({ filename: z.string() });
export type Image = z.infer<typeof ImageSchema>;

/** Every failed answer: the message for people, the code for programs (./errors). */
export const ErrorBodySchema = z.object({ msg: z.string(), code: z.string() });

export const CountSchema = z.object({ count: z.int().check(z.nonnegative()) });
export type Count = z.infer<typeof CountSchema>;

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Paging shared by every list call: start ≥ 0, 1 ≤ limit ≤ 100. */
export const PageQuerySchema = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_LIMIT)), DEFAULT_LIMIT),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const IdSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));
export const NanoIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(MAX_ID_LENGTH), z.regex(/^[A-Za-z0-9_-]+$/, '代碼格式不正確'));
export const NameFilterSchema = z.optional(trimmed(MAX_SEARCH_LENGTH));

/** Query flags arrive as text; only the two spellings a client can mean are accepted. */
export const BooleanQuerySchema = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v) => v === 'true'),
);

/** Comma-separated ids, bounded so one request cannot ask for the whole table. */
export const IdListSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1)),
    z.transform((s): unknown[] => s.split(',').map((part) => part.trim())),
  ),
  z.array(IdSchema).check(z.maxLength(MAX_IDS)),
);
