import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, categoryGroups, productCategories } from '../../db/schema';
import type { Actor } from '../../staff/changes';
import { claimEdit, recordEdit } from '../../staff/edit';
import type { CategoryCreate, CategoryEdit } from '@/lib/console/contract/categories';
import { checkKey, checkPicture, lockRow, newNanoId, nextOrder, patchOf, saveChange } from './edits';
import { fieldError } from '@/lib/server/kernel/errors';
import { CATEGORY, oneOf, targetOf } from './kinds';

type CategoryRow = typeof categories.$inferSelect;

/** What the record keeps of a category: the fields the console edits. */
const categorySnapshot = (c: CategoryRow) => ({
  name: c.name,
  key: c.key,
  image: c.image,
  groupId: c.groupId,
  order: c.order,
});

async function checkGroup(tx: Tx, shopId: number, groupId: number | null | undefined): Promise<void> {
  if (!groupId) return;
  const [group] = await tx
    .select({ id: categoryGroups.id })
    .from(categoryGroups)
    .where(and(eq(categoryGroups.shopId, shopId), eq(categoryGroups.id, groupId)));
  if (!group) throw fieldError('groupId', '找不到分類群組');
}

/** A new category, listed last (under its group, when given). Answers its id. */
export async function createCategory(db: Db, actor: Actor, shopId: number, body: CategoryCreate) {
  return db.transaction(async (tx) => {
    await checkKey(tx, CATEGORY, shopId, body.key);
    await checkGroup(tx, shopId, body.groupId);
    await checkPicture(tx, shopId, body.image);
    const [row] = await tx
      .insert(categories)
      .values({
        shopId,
        nanoId: newNanoId(),
        key: body.key ?? null,
        name: body.name,
        image: body.image ?? null,
        groupId: body.groupId ?? null,
        order: await nextOrder(tx, CATEGORY, shopId),
      })
      .returning();
    await recordEdit(tx, actor, {
      shopId,
      target: targetOf(actor, CATEGORY, row!.id),
      action: 'create',
      version: row!.version,
      before: null,
      after: categorySnapshot(row!),
    });
    return row!.id;
  });
}

/** Renames a category, changes its key, picture or group. */
export async function editCategory(db: Db, actor: Actor, shopId: number, id: number, body: CategoryEdit) {
  await db.transaction(async (tx) => {
    const before = await lockRow<CategoryRow>(tx, CATEGORY, shopId, id);
    const { version, ...wanted } = body;
    const patch = patchOf(before, wanted);
    await checkKey(tx, CATEGORY, shopId, patch.key, id);
    await checkGroup(tx, shopId, patch.groupId);
    await checkPicture(tx, shopId, patch.image, before.image, targetOf(actor, CATEGORY, id));
    await saveChange(tx, actor, {
      kind: CATEGORY,
      shopId,
      before,
      seen: version,
      patch,
      action: 'edit',
      snapshot: categorySnapshot,
    });
  });
}

/**
 * Removes a category: its products stay, no longer listed under it (the record keeps which they were).
 * Categories have no hidden state of their own; a category the shop no longer wants is removed.
 */
export async function removeCategory(db: Db, actor: Actor, shopId: number, id: number, seen: number) {
  await db.transaction(async (tx) => {
    const before = await lockRow<CategoryRow>(tx, CATEGORY, shopId, id);
    const target = targetOf(actor, CATEGORY, id);
    const version = await claimEdit(tx, CATEGORY, oneOf(CATEGORY, shopId, id), seen, target);
    const links = await tx
      .select({ productId: productCategories.productId })
      .from(productCategories)
      .where(eq(productCategories.categoryId, id));
    await tx.delete(categories).where(eq(categories.id, id));
    await recordEdit(tx, actor, {
      shopId,
      target,
      action: 'remove',
      version,
      before: {
        ...categorySnapshot(before),
        productIds: links.map((l) => l.productId).sort((a, b) => a - b),
      },
      after: null,
    });
  });
}
