import { z } from 'zod';

/** A picture served by the shop; `filename` is a path under the site root or an absolute URL. */
export const ImageSchema = z.object({ filename: z.string() });
export type Image = z.infer<typeof ImageSchema>;

export const ErrorBodySchema = z.object({ msg: z.string() });

export const CountSchema = z.object({ count: z.number().int().nonnegative() });
export type Count = z.infer<typeof CountSchema>;

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

const trimmed = (max: number) => z.string().trim().max(max);

/** Paging shared by every list call: start ≥ 0, 1 ≤ limit ≤ 100. */
export const PageQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const NanoIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, '代碼格式不正確');
export const NameFilterSchema = trimmed(100).optional();

/** Query flags arrive as text; only the two spellings a client can mean are accepted. */
export const BooleanQuerySchema = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Comma-separated ids, bounded so one request cannot ask for the whole table. */
export const MAX_IDS = 100;
export const IdListSchema = z
  .string()
  .trim()
  .min(1)
  .transform((s): unknown[] => s.split(',').map((part) => part.trim()))
  .pipe(z.array(IdSchema).max(MAX_IDS));
