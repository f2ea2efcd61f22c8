import { z } from 'zod/mini';
import { CartLineSchema } from './line';

/** The cart as saved in localStorage: its lines and when they were saved. */
const StoredCartSchema = z.object({ savedAt: z.number(), lines: z.array(CartLineSchema) });
export type StoredCart = z.infer<typeof StoredCartSchema>;

/** The saved cart, or null when storage holds anything else (an older shape, another app's data). */
export function parseStoredCart(raw: unknown): StoredCart | null {
  const parsed = StoredCartSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
