import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { shopConfigs, type ChangeObjectType } from '../db/schema';
import type { Actor } from '../staff/changes';
import { claimEdit, columnKey, recordEdit, type EditTarget } from '../staff/edit';

/**
 * A document of the shop's content kept one row per shop (navigation, sidebar, footer, the look in
 * shop_configs), with its own version. Its changes are recorded under its own object type with the
 * shop's id, so a stale save lists exactly the changes that counted up that version.
 */
export type ShopDocument = {
  table: PgTable;
  shopId: PgColumn;
  version: PgColumn;
  objectType: ChangeObjectType;
};

/** The look shares shop_configs (and its version) with the owners' settings. */
export const SHOP_CONFIG: ShopDocument = {
  table: shopConfigs,
  shopId: shopConfigs.shopId,
  version: shopConfigs.version,
  objectType: 'shop',
};

export const documentTarget = (actor: Actor, shopId: number, doc: ShopDocument): EditTarget => ({
  orgId: actor.orgId,
  objectType: doc.objectType,
  objectId: shopId,
  what: '商店',
});

/**
 * Claims the document's next version in the save's transaction (the row is made, at version 0, for a
 * shop that never had one). A stale save gets claimEdit's 409 with this document's changes since.
 */
export async function claimDocument(
  tx: DbOrTx,
  actor: Actor,
  shopId: number,
  doc: ShopDocument,
  seen: number,
): Promise<number> {
  await tx
    .insert(doc.table)
    .values({ [columnKey(doc.table, doc.shopId)]: shopId } as never)
    .onConflictDoNothing();
  return claimEdit(
    tx,
    { table: doc.table, version: doc.version },
    eq(doc.shopId, shopId),
    seen,
    documentTarget(actor, shopId, doc),
  );
}

/** Records a document's save, in the save's transaction. */
export function recordDocument(
  tx: DbOrTx,
  actor: Actor,
  shopId: number,
  doc: ShopDocument,
  edit: { action: string; version: number; before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  return recordEdit(tx, actor, { shopId, target: documentTarget(actor, shopId, doc), ...edit });
}
