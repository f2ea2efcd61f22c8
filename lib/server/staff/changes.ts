import { and, asc, eq } from 'drizzle-orm';
import { clock } from '../auth/clock';
import type { DbOrTx } from '../db/client';
import { staffChanges } from '../db/schema';

export type ChangeRow = typeof staffChanges.$inferSelect;

/** Who made a change: a signed-in staff member, or an operator command. */
export type Actor = { orgId: number; staffId: number | null; label: string };

/**
 * Records one change, in the transaction that makes it: a change that rolls back leaves no record,
 * and no change is made without one.
 */
export async function recordChange(
  tx: DbOrTx,
  actor: Actor,
  change: {
    shopId: number | null;
    objectType: ChangeRow['objectType'];
    objectId: number;
    action: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
): Promise<void> {
  await tx.insert(staffChanges).values({
    orgId: actor.orgId,
    staffId: actor.staffId,
    actor: actor.label,
    shopId: change.shopId,
    objectType: change.objectType,
    objectId: change.objectId,
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
    at: clock.now(),
  });
}

/** An object's changes, oldest first. */
export async function changesOf(
  db: DbOrTx,
  orgId: number,
  objectType: ChangeRow['objectType'],
  objectId: number,
): Promise<ChangeRow[]> {
  return db
    .select()
    .from(staffChanges)
    .where(
      and(
        eq(staffChanges.orgId, orgId),
        eq(staffChanges.objectType, objectType),
        eq(staffChanges.objectId, objectId),
      ),
    )
    .orderBy(asc(staffChanges.at), asc(staffChanges.id));
}
