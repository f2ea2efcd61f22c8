import { and, eq, isNull, sql } from 'drizzle-orm';
import { clock } from '../auth/clock';
import type { DbOrTx } from '../db/client';
import { staff } from '../db/schema';

export type StaffRow = typeof staff.$inferSelect;

/** The organisation's staff member with that phone, if not removed. */
export async function activeStaffByPhone(db: DbOrTx, orgId: number, phone: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.orgId, orgId), eq(staff.phone, phone), isNull(staff.removedAt)));
  return row ?? null;
}

export async function activeStaffById(db: DbOrTx, id: number): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)));
  return row ?? null;
}

/** How a staff member is named in the record of changes: their name, else their phone. */
export const staffLabel = (row: Pick<StaffRow, 'name' | 'phone'>) => row.name?.trim() || row.phone;

/** The list of orders was shown to this staff member for this shop now: newer orders count as new. */
export async function markOrdersSeen(db: DbOrTx, staffId: number, shopId: number): Promise<void> {
  await db
    .update(staff)
    .set({
      ordersSeenAt: sql`${staff.ordersSeenAt} || ${JSON.stringify({ [shopId]: clock.now().toISOString() })}::jsonb`,
    })
    .where(eq(staff.id, staffId));
}
