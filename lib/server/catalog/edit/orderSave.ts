import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import type { Actor } from '../../staff/changes';
import { claimEdit, recordEdit } from '../../staff/edit';
import { type OrderBody } from './form';
import { fieldError } from '@/lib/server/kernel/errors';
import { oneOf, targetOf, type CatalogKind } from './kinds';
import { reorderPlan, type Placed } from './reorder';

/**
 * Puts a kind's objects in the order of the list, in one transaction: each object that moves is a
 * change of its own (its version claimed, its move recorded); a stale one refuses the whole order.
 */
export async function saveOrder(db: Db, actor: Actor, kind: CatalogKind, shopId: number, body: OrderBody) {
  await db.transaction(async (tx) => {
    const current = (await tx
      .select({ id: kind.id, order: kind.order })
      .from(kind.table)
      .where(kind.listed(shopId))
      .orderBy(asc(kind.order), asc(kind.id))
      .for('update')) as Placed[];
    const plan = reorderPlan(
      current,
      body.items.map((i) => i.id),
    );
    if (!plan.ok && plan.problem === 'duplicate') throw fieldError('items', `同一個${kind.what}出現兩次`);
    if (!plan.ok)
      throw new DomainError('conflict', `${kind.what}剛剛有新增或刪除，請重新整理後再試`, {
        code: 'stale',
        changes: [],
      });
    const seen = new Map(body.items.map((i) => [i.id, i.version]));
    for (const move of plan.moves) {
      const target = targetOf(actor, kind, move.id);
      const version = await claimEdit(tx, kind, oneOf(kind, shopId, move.id), seen.get(move.id)!, target);
      await tx
        .update(kind.table)
        .set({ order: move.to } as never)
        .where(eq(kind.id, move.id));
      await recordEdit(tx, actor, {
        shopId,
        target,
        action: 'order',
        version,
        before: { order: move.from },
        after: { order: move.to },
      });
    }
  });
}
