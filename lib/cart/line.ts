import { z } from 'zod';

/** One cart line as kept in the browser (spec §3 Cart line). */
export const CartLineSchema = z.object({
  count: z.number().int().positive(),
  /** The spec name, e.g. "白 / M"; empty for products without specs. */
  name: z.string(),
  image: z.string().nullable(),
  product: z.object({
    name: z.string(),
    id: z.number().int(),
    nanoId: z.string(),
    price: z.number().int(),
    activityPrice: z.number().int(),
    useCashbackRate: z.number(),
  }),
  stock: z.object({
    id: z.number().int(),
    inStock: z.number().int(),
    price: z.number().int(),
    activityPrice: z.number().int(),
    childSpecs: z.array(z.object({ name: z.string(), id: z.number().int() })),
  }),
  activity: z.object({ name: z.string(), id: z.number().int(), enable: z.boolean() }).nullable(),
  isRemoved: z.boolean(),
  lastCount: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof CartLineSchema>;
