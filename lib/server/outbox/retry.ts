import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { providerIntents as t } from '../db/schema';

/**
 * Makes a failed or waiting intent due at `now` with a full set of attempts; answers whether it did.
 * One being sent belongs to its worker until its lease runs out (then a worker takes it over anyway);
 * one done stays done.
 */
export async function dueAgain(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const [retried] = await db
    .update(t)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(eq(t.id, id), inArray(t.status, ['failed', 'pending'])))
    .returning({ id: t.id });
  return retried !== undefined;
}
