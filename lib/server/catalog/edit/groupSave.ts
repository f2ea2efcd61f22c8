import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categoryGroups } from '../../db/schema';
import type { Actor } from '../../staff/changes';
import { claimEdit, recordEdit } from '../../staff/edit';
import type { GroupCreate, GroupEdit } from '@/lib/console/contract/categories';
import { checkKey, lockRow, newNanoId, nextOrder, patchOf, saveChange } from './edits';
import { CATEGORY, GROUP, oneOf, targetOf } from './kinds';

type GroupRow = typeof categoryGroups.$inferSelect;

const groupSnapshot = (g: GroupRow) => ({ name: g.name, key: g.key, order: g.order });

/** A new, empty category group, listed last. Answers its id. */
export async function createGroup(db: Db, actor: Actor, shopId: number, body: GroupCreate) {
  return db.transaction(async (tx) => {
    await checkKey(tx, GROUP, shopId, body.key);
    const [row] = await tx
      .insert(categoryGroups)
      .values({
        shopId,
        nanoId: newNanoId(),
        key: body.key ?? null,
        name: body.name,
        order: await nextOrder(tx, GROUP, shopId),
      })
      .returning();
    await recordEdit(tx, actor, {
      shopId,
      target: targetOf(actor, GROUP, row!.id),
      action: 'create',
      version: row!.version,
      before: null,
      after: groupSnapshot(row!),
    });
    return row!.id;
  });
}

export async function editGroup(db: Db, actor: Actor, shopId: number, id: number, body: GroupEdit) {
  await db.transaction(async (tx) => {
    const before = await lockRow<GroupRow>(tx, GROUP, shopId, id);
    const { version, ...wanted } = body;
    const patch = patchOf(before, wanted);
    await checkKey(tx, GROUP, shopId, patch.key, id);
    await saveChange(tx, actor, {
      kind: GROUP,
      shopId,
      before,
      seen: version,
      patch,
      action: 'edit',
      snapshot: groupSnapshot,
    });
  });
}

/**
 * Removes a group; its categories stay, ungrouped. Each of them changes (its group), so each gets a
 * version and a record of its own: an edit of one started before this is told of it.
 */
export async function removeGroup(db: Db, actor: Actor, shopId: number, id: number, seen: number) {
  await db.transaction(async (tx) => {
    const before = await lockRow<GroupRow>(tx, GROUP, shopId, id);
    const target = targetOf(actor, GROUP, id);
    const version = await claimEdit(tx, GROUP, oneOf(GROUP, shopId, id), seen, target);
    const ungrouped = await tx
      .update(categories)
      .set({ groupId: null, version: sql`${categories.version} + 1` })
      .where(eq(categories.groupId, id))
      .returning({ id: categories.id, version: categories.version });
    for (const c of ungrouped)
      await recordEdit(tx, actor, {
        shopId,
        target: targetOf(actor, CATEGORY, c.id),
        action: 'ungroup',
        version: c.version,
        before: { groupId: id },
        after: { groupId: null },
      });
    await tx.delete(categoryGroups).where(eq(categoryGroups.id, id));
    await recordEdit(tx, actor, {
      shopId,
      target,
      action: 'remove',
      version,
      before: { ...groupSnapshot(before), categoryIds: ungrouped.map((c) => c.id).sort((a, b) => a - b) },
      after: null,
    });
  });
}
