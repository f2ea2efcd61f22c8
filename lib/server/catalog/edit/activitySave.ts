import type { Db } from '../../db/client';
import { activities } from '../../db/schema';
import type { Actor } from '../../staff/changes';
import { recordEdit } from '../../staff/edit';
import { releaseActivityProducts } from './activityProducts';
import { periodProblem, type ActivityCreate, type ActivityEdit } from '@/lib/console/contract/activities';
import { checkKey, checkPicture, lockRow, newNanoId, nextOrder, patchOf, saveChange } from './edits';
import { fieldError } from '@/lib/server/kernel/errors';
import { ACTIVITY, targetOf } from './kinds';

type ActivityRow = typeof activities.$inferSelect;

const activitySnapshot = (a: ActivityRow) => ({
  name: a.name,
  key: a.key,
  description: a.description,
  image: a.image,
  enable: a.enable,
  isStorewide: a.isStorewide,
  startsAt: a.startsAt?.toISOString() ?? null,
  endsAt: a.endsAt?.toISOString() ?? null,
  order: a.order,
  isRemove: a.isRemove,
});

/** A new activity, listed last. Answers its id. */
export async function createActivity(db: Db, actor: Actor, shopId: number, body: ActivityCreate) {
  return db.transaction(async (tx) => {
    await checkKey(tx, ACTIVITY, shopId, body.key);
    await checkPicture(tx, shopId, body.image);
    const [row] = await tx
      .insert(activities)
      .values({
        shopId,
        nanoId: newNanoId(),
        key: body.key ?? null,
        name: body.name,
        description: body.description ?? '',
        image: body.image ?? null,
        enable: body.enable ?? false,
        isStorewide: body.isStorewide ?? false,
        startsAt: body.startsAt ?? null,
        endsAt: body.endsAt ?? null,
        order: await nextOrder(tx, ACTIVITY, shopId),
      })
      .returning();
    await recordEdit(tx, actor, {
      shopId,
      target: targetOf(actor, ACTIVITY, row!.id),
      action: 'create',
      version: row!.version,
      before: null,
      after: activitySnapshot(row!),
    });
    return row!.id;
  });
}

/** Renames, describes, pictures, switches or dates an activity. */
export async function editActivity(db: Db, actor: Actor, shopId: number, id: number, body: ActivityEdit) {
  await db.transaction(async (tx) => {
    const before = await lockRow<ActivityRow>(tx, ACTIVITY, shopId, id);
    const { version, ...wanted } = body;
    const patch = patchOf(before, wanted);
    const problem = periodProblem(
      patch.startsAt === undefined ? before.startsAt : patch.startsAt,
      patch.endsAt === undefined ? before.endsAt : patch.endsAt,
    );
    if (problem) throw fieldError(patch.endsAt === undefined ? 'startsAt' : 'endsAt', problem);
    await checkKey(tx, ACTIVITY, shopId, patch.key, id);
    await checkPicture(tx, shopId, patch.image, before.image, targetOf(actor, ACTIVITY, id));
    await saveChange(tx, actor, {
      kind: ACTIVITY,
      shopId,
      before,
      seen: version,
      patch,
      action: 'edit',
      snapshot: activitySnapshot,
    });
  });
}

/**
 * Removes an activity: gone for shoppers and from the console's lists (the row stays, flagged, with
 * its record). Its products leave it in the same transaction, losing its activity prices
 * (releaseActivityProducts), so none is left pointing at an activity that no longer exists.
 */
export async function removeActivity(db: Db, actor: Actor, shopId: number, id: number, seen: number) {
  await db.transaction(async (tx) => {
    const before = await lockRow<ActivityRow>(tx, ACTIVITY, shopId, id);
    await saveChange(tx, actor, {
      kind: ACTIVITY,
      shopId,
      before,
      seen,
      patch: { isRemove: true },
      action: 'remove',
      snapshot: activitySnapshot,
    });
    await releaseActivityProducts(tx, actor, shopId, id);
  });
}
