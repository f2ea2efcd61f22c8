import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { staffChanges, type ChangeObjectType } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { recordChange, type Actor } from './changes';

export const STALE_EDIT = '這筆資料剛剛已被其他人修改，請重新整理後再試';

/** How many of the newer changes a stale edit's answer lists. */
const STALE_CHANGES_SHOWN = 5;

/** One change made since the version an edit started from: who, when, and which fields it touched. */
export type NewerChange = { actor: string; at: string; action: string; fields: string[] };

/** The fields whose values differ between two records of an object. */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  keys.delete('version');
  return [...keys]
    .filter((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after?.[k] ?? null))
    .sort();
}

/** A table whose rows the console edits under a version (lib/server/db/schema/columns.ts version). */
export type Versioned = { table: PgTable; version: PgColumn };

export type EditTarget = {
  orgId: number;
  objectType: ChangeObjectType;
  objectId: number;
  /** The object's name in a 404 (找不到{what}). */
  what: string;
};

/**
 * Claims the next version of one object, inside the edit's transaction: the row is still at the
 * version the editor saw, and this edit is the next. Of two staff saving what they both saw, the
 * second gets 409 with the changes made since (who, when, which fields), so they can look before
 * saving again; nothing of the refused edit is written. Answers the new version.
 */
export async function claimEdit(
  tx: DbOrTx,
  v: Versioned,
  where: SQL,
  seen: number,
  target: EditTarget,
): Promise<number> {
  const [claimed] = (await tx
    .update(v.table)
    .set({ [columnKey(v.table, v.version)]: sql`${v.version} + 1` } as never)
    .where(and(where, eq(v.version, seen)))
    .returning({ version: v.version })) as { version: number }[];
  if (claimed) return claimed.version;
  const [row] = (await tx.select({ version: v.version }).from(v.table).where(where)) as {
    version: number;
  }[];
  if (!row) throw notFound(target.what);
  throw new DomainError('conflict', STALE_EDIT, {
    code: 'stale',
    version: row.version,
    changes: await changesSince(tx, target, seen),
  });
}

/** The drizzle property name of a column (the key `set` and `values` take). */
export function columnKey(table: PgTable, column: PgColumn): string {
  const columns = table as unknown as Record<string, unknown>;
  const key = Object.keys(columns).find((k) => columns[k] === column);
  if (!key) throw new Error('column is not on its table');
  return key;
}

/** The recorded changes of the object that made versions after `seen`, newest first. */
async function changesSince(db: DbOrTx, target: EditTarget, seen: number): Promise<NewerChange[]> {
  const rows = await db
    .select()
    .from(staffChanges)
    .where(
      and(
        eq(staffChanges.orgId, target.orgId),
        eq(staffChanges.objectType, target.objectType),
        eq(staffChanges.objectId, target.objectId),
        sql`coalesce((${staffChanges.after} ->> 'version')::integer, 0) > ${seen}`,
      ),
    )
    .orderBy(desc(staffChanges.at), desc(staffChanges.id))
    .limit(STALE_CHANGES_SHOWN);
  return rows.map((r) => ({
    actor: r.actor,
    at: r.at.toISOString(),
    action: r.action,
    fields: changedFields(r.before, r.after),
  }));
}

/**
 * Records an edit with the version it made, in the edit's transaction (changesSince reads it back
 * for a later stale edit).
 */
export async function recordEdit(
  tx: DbOrTx,
  actor: Actor,
  edit: {
    shopId: number;
    target: EditTarget;
    action: string;
    version: number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<void> {
  await recordChange(tx, actor, {
    shopId: edit.shopId,
    objectType: edit.target.objectType,
    objectId: edit.target.objectId,
    action: edit.action,
    before: edit.before,
    after: edit.after === null ? { version: edit.version } : { ...edit.after, version: edit.version },
  });
}
