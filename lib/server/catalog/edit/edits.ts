import { and, eq, ne, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client';
import { notFound } from '@/lib/server/kernel/errors';
import type { Actor } from '../../staff/changes';
import { claimEdit, recordEdit, type EditTarget } from '../../staff/edit';
import { assertPictures } from '../../media/pictureRule';
import { fieldError } from '@/lib/server/kernel/errors';
import { oneOf, targetOf, type CatalogKind } from './kinds';

/** A fresh public id (the storefront's addresses use it), as the catalog import makes them. */
export const newNanoId = () => randomBytes(9).toString('base64url');

/** The object, locked for the save: a second save of it waits for this one to commit. */
export async function lockRow<Row>(tx: Tx, kind: CatalogKind, shopId: number, id: number): Promise<Row> {
  const [row] = (await tx
    .select()
    .from(kind.table)
    .where(oneOf(kind, shopId, id))
    .for('update')) as Row[];
  if (!row) throw notFound(kind.what);
  return row;
}

/** Keys are the merchant's own names for imported objects: one per object of a kind in a shop. */
export async function checkKey(
  tx: Tx,
  kind: CatalogKind,
  shopId: number,
  key: string | null | undefined,
  selfId?: number,
): Promise<void> {
  if (!key) return;
  const others = and(eq(kind.shopId, shopId), eq(kind.key, key), selfId ? ne(kind.id, selfId) : undefined);
  const [taken] = await tx.select({ id: kind.id }).from(kind.table).where(others).limit(1);
  if (taken) throw fieldError('key', `已有${kind.what}使用此代碼`);
}

/**
 * The picture a save names (`image`) follows the console's picture rule: an uploaded one, the one
 * the object has (`had`), or one it had before (its record, `target`).
 */
export async function checkPicture(
  tx: Tx,
  shopId: number,
  url: string | null | undefined,
  had: string | null = null,
  target: EditTarget | null = null,
): Promise<void> {
  if (url) await assertPictures(tx, shopId, [{ path: 'image', url }], had ? [had] : [], target);
}

/** The place after the last: a new object is listed last. */
export async function nextOrder(tx: Tx, kind: CatalogKind, shopId: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${kind.order}), -1)::int + 1` })
    .from(kind.table)
    .where(kind.listed(shopId));
  return row?.next ?? 0;
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a instanceof Date ? a.getTime() : a) === (b instanceof Date ? b.getTime() : b)
    : a === b;

/** The fields of `wanted` whose value differs from the object's: what a save changes. */
export function patchOf<Row extends Record<string, unknown>>(
  before: Row,
  wanted: Partial<Row>,
): Partial<Row> {
  return Object.fromEntries(
    Object.entries(wanted).filter(([k, v]) => v !== undefined && !same(before[k], v)),
  ) as Partial<Row>;
}

/**
 * Saves a change of one locked object: claims the version the editor saw (409 with the changes since
 * when it moved on), writes the fields and records before and after. A save that changes nothing
 * is not one: no version, no record. Answers the object as saved.
 */
export async function saveChange<Row extends Record<string, unknown>>(
  tx: Tx,
  actor: Actor,
  edit: {
    kind: CatalogKind;
    shopId: number;
    before: Row & { id: number };
    seen: number;
    patch: Partial<Row>;
    action: string;
    snapshot: (row: Row) => Record<string, unknown>;
  },
): Promise<Row> {
  const { kind, shopId, before, patch } = edit;
  if (Object.keys(patch).length === 0) return before;
  const target = targetOf(actor, kind, before.id);
  const version = await claimEdit(tx, kind, oneOf(kind, shopId, before.id), edit.seen, target);
  const [after] = (await tx
    .update(kind.table)
    .set(patch as never)
    .where(eq(kind.id, before.id))
    .returning()) as Row[];
  await recordEdit(tx, actor, {
    shopId,
    target,
    action: edit.action,
    version,
    before: edit.snapshot(before),
    after: edit.snapshot(after!),
  });
  return after!;
}
