import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { lineBindings } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { clock } from '../auth/clock';

/** The account a LINE user is bound to in the organisation, or null. */
export async function userOfLine(db: DbOrTx, orgId: number, lineUserId: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: lineBindings.userId })
    .from(lineBindings)
    .where(and(eq(lineBindings.orgId, orgId), eq(lineBindings.lineUserId, lineUserId)));
  return row?.userId ?? null;
}

export async function isLineBound(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lineBindings.id })
    .from(lineBindings)
    .where(eq(lineBindings.userId, userId));
  return !!row;
}

const LINE_TAKEN = '此 LINE 帳號已綁定其他會員';
export const ALREADY_BOUND = '此會員已綁定 LINE，請先解除綁定';

/** One LINE user per account and one account per LINE user in an organisation; the indexes decide races. */
export async function bindLine(db: DbOrTx, orgId: number, userId: number, lineUserId: string): Promise<void> {
  const mine = await userOfLine(db, orgId, lineUserId);
  if (mine === userId) return;
  if (mine !== null) throw new DomainError('conflict', LINE_TAKEN);
  const inserted = await db
    .insert(lineBindings)
    .values({ orgId, userId, lineUserId, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning({ id: lineBindings.id });
  if (inserted.length) return;
  throw new DomainError(
    'conflict',
    (await userOfLine(db, orgId, lineUserId)) === null ? ALREADY_BOUND : LINE_TAKEN,
  );
}

export async function unbindLine(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(lineBindings).where(eq(lineBindings.userId, userId));
}
