import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PhoneSchema } from '@/lib/api/contract';
import { clock } from '../auth/clock';
import type { Db, DbOrTx, Tx } from '../db/client';
import { staff, STAFF_ROLES, type StaffRole } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { changesOf, recordChange, type Actor, type ChangeRow } from './changes';
import { keepsAnOwner } from './roles';
import { endStaffSessions } from './session';
import type { StaffRow } from './staffRows';

const STAFF_MESSAGES = {
  lastOwner: '至少要保留一位負責人',
  notYourself: '不能移除自己，請由另一位負責人操作',
} as const;

export const StaffRoleSchema = z.enum(STAFF_ROLES, { message: '角色須為 owner（負責人）或 staff（員工）' });

export const StaffAddBodySchema = z.object({
  phone: PhoneSchema,
  role: StaffRoleSchema,
  name: z.string().trim().max(40, '名稱最多 40 個字').optional(),
});
export type StaffAddBody = z.output<typeof StaffAddBodySchema>;

export type StaffView = {
  id: number;
  phone: string;
  name: string | null;
  role: StaffRole;
  createdAt: string;
  changes: { at: string; actor: string; action: string; before: unknown; after: unknown }[];
};

const owners = async (tx: Tx, orgId: number) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.orgId, orgId), eq(staff.role, 'owner'), isNull(staff.removedAt)));
  return row?.n ?? 0;
};

/** The organisation's rows are locked for the change: two owners removing each other cannot both win. */
const lockOrg = (tx: Tx, orgId: number) =>
  tx.select({ id: staff.id }).from(staff).where(eq(staff.orgId, orgId)).for('update');

const snapshot = (row: Pick<StaffRow, 'role' | 'name' | 'phone'>) => ({
  phone: row.phone,
  role: row.role,
  name: row.name,
});

/**
 * Adds a staff member, or changes the role and name of one already there (a removed one comes back).
 * Adding the same phone with the same role twice changes nothing and records nothing.
 */
export async function addStaff(db: DbOrTx, actor: Actor, body: StaffAddBody): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    await lockOrg(tx, actor.orgId);
    const [before] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.orgId, actor.orgId), eq(staff.phone, body.phone)));
    const active = before && !before.removedAt ? before : null;
    if (active && !keepsAnOwner(await owners(tx, actor.orgId), { from: active.role, to: body.role }))
      throw new DomainError('conflict', STAFF_MESSAGES.lastOwner);
    const name = body.name === undefined ? (before?.name ?? null) : body.name || null;
    if (active && active.role === body.role && active.name === name) return active;
    const [after] = await tx
      .insert(staff)
      .values({ orgId: actor.orgId, phone: body.phone, role: body.role, name, createdAt: clock.now() })
      .onConflictDoUpdate({
        target: [staff.orgId, staff.phone],
        set: { role: body.role, name, removedAt: null },
      })
      .returning();
    await recordChange(tx, actor, {
      shopId: null,
      objectType: 'staff',
      objectId: after!.id,
      action: active ? 'role' : 'add',
      before: active ? snapshot(active) : null,
      after: snapshot(after!),
    });
    return after!;
  });
}

/** Removes a staff member: their console sessions end at once; the record of what they did stays. */
export async function removeStaff(
  db: Db,
  actor: Actor,
  target: { id?: number; phone?: string },
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    await lockOrg(tx, actor.orgId);
    const [row] = await tx
      .select()
      .from(staff)
      .where(
        and(
          eq(staff.orgId, actor.orgId),
          isNull(staff.removedAt),
          target.id !== undefined ? eq(staff.id, target.id) : eq(staff.phone, target.phone ?? ''),
        ),
      );
    if (!row) throw notFound('人員');
    if (row.id === actor.staffId) throw new DomainError('conflict', STAFF_MESSAGES.notYourself);
    if (!keepsAnOwner(await owners(tx, actor.orgId), { from: row.role, to: 'removed' }))
      throw new DomainError('conflict', STAFF_MESSAGES.lastOwner);
    const [removed] = await tx
      .update(staff)
      .set({ removedAt: clock.now() })
      .where(eq(staff.id, row.id))
      .returning();
    await endStaffSessions(tx, row.id);
    await recordChange(tx, actor, {
      shopId: null,
      objectType: 'staff',
      objectId: row.id,
      action: 'remove',
      before: snapshot(row),
      after: null,
    });
    return removed!;
  });
}

const changeView = (c: ChangeRow) => ({
  at: c.at.toISOString(),
  actor: c.actor,
  action: c.action,
  before: c.before,
  after: c.after,
});

/** The organisation's staff, owners first, each with the record of changes made to them. */
export async function listStaff(db: Db, orgId: number): Promise<StaffView[]> {
  const rows = await db
    .select()
    .from(staff)
    .where(and(eq(staff.orgId, orgId), isNull(staff.removedAt)))
    .orderBy(asc(staff.role), asc(staff.id));
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      phone: r.phone,
      name: r.name,
      role: r.role,
      createdAt: r.createdAt.toISOString(),
      changes: (await changesOf(db, orgId, 'staff', r.id)).map(changeView),
    })),
  );
}

export { changeView };
