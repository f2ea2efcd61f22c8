import { z } from 'zod/mini';

/** One cart line as kept in the browser (spec §3 Cart line). */
export const CartLineSchema = z.object({
  count: z.int().check(z.positive()),
  /** The spec name, e.g. "白 / M"; empty for products without specs. */
  name: z.string(),
  image: z.nullable(z.string()),
  product: z.object({
    name: z.string(),
    id: z.int(),
    nanoId: z.string(),
    price: z.int(),
    activityPrice: z.int(),
    useCashbackRate: z.number(),
    /** 限購: units of the product (its specs together) one order may hold; absent in carts kept before it. */
    purchaseLimit: z.optional(z.nullable(z.int())),
  }),
  stock: z.object({
    id: z.int(),
    inStock: z.int(),
    price: z.int(),
    activityPrice: z.int(),
    childSpecs: z.array(z.object({ name: z.string(), id: z.int() })),
  }),
  activity: z.nullable(z.object({ name: z.string(), id: z.int(), enable: z.boolean() })),
  isRemoved: z.boolean(),
  lastCount: z.nullable(z.int()),
});
export type CartLine = z.infer<typeof CartLineSchema>;
