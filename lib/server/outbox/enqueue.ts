import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { clock } from '../auth/clock';
import type { DbOrTx } from '../db/client';
import { providerIntents as t } from '../db/schema';
import { IntentKindSchema } from './kinds';

const NewIntentSchema = z.object({
  shopId: z.number().int().positive(),
  orderId: z.number().int().positive().nullable().default(null),
  kind: IntentKindSchema,
  /** Printable ASCII without spaces: every provider's key fits, and it prints as typed. */
  key: z.string().regex(/^[\x21-\x7e]{1,64}$/, { error: 'key: 1 to 64 printable ASCII characters' }),
  payload: z.record(z.string(), z.unknown()),
});
export type NewIntent = z.input<typeof NewIntentSchema>;

/**
 * Writes the intent to call a provider, inside the caller's transaction so it exists exactly when the
 * order change that needs it does. The same shop, kind and key twice is one intent: the first one's
 * payload stands, and its id is answered with `created: false`.
 */
export async function enqueueIntent(tx: DbOrTx, input: NewIntent): Promise<{ id: number; created: boolean }> {
  const intent = NewIntentSchema.parse(input);
  const now = clock.now();
  const [row] = await tx
    .insert(t)
    .values({ ...intent, status: 'pending', nextAttemptAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [t.shopId, t.kind, t.key] })
    .returning({ id: t.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.shopId, intent.shopId), eq(t.kind, intent.kind), eq(t.key, intent.key)));
  return { id: existing!.id, created: false };
}

/**
 * Takes back an intent no worker has tried yet, inside the caller's transaction; answers whether it
 * did. The delete is conditional, so a worker that claimed the intent first wins and the caller acts
 * on one already sent instead.
 */
export async function withdrawUnsent(
  tx: DbOrTx,
  intent: { shopId: number; kind: NewIntent['kind']; key: string },
): Promise<boolean> {
  const gone = await tx
    .delete(t)
    .where(
      and(
        eq(t.shopId, intent.shopId),
        eq(t.kind, intent.kind),
        eq(t.key, intent.key),
        eq(t.status, 'pending'),
        eq(t.attempts, 0),
      ),
    )
    .returning({ id: t.id });
  return gone.length > 0;
}
