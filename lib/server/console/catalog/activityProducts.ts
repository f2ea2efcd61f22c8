import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { likePattern } from '../../catalog/like';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import { activities, products, productStocks } from '../../db/schema';
import type { Actor } from '../changes';
import { claimEdit, recordEdit, type EditTarget } from '../edit';
import type { ActivityProductsBody } from './activityForm';
import { lockRow } from './edits';
import type { ActivityProductView } from '@/lib/console/catalog/views';
import { fieldError } from './form';
import { ACTIVITY, oneOf } from './kinds';

const viewColumns = {
  id: products.id,
  nanoId: products.nanoId,
  name: products.name,
  image: products.mainImage,
  price: products.price,
  activityPrice: products.activityPrice,
  isPublic: products.isPublic,
  version: products.version,
  activityId: activities.id,
  activityName: activities.name,
};

const toView = ({ activityId, activityName, ...p }: ViewRow): ActivityProductView => ({
  ...p,
  activity: activityId !== null ? { id: activityId, name: activityName! } : null,
});

/** Products the console edits: the shop's, not removed (hidden ones included, flagged). */
const editable = (shopId: number) => and(eq(products.shopId, shopId), eq(products.isRemove, false))!;

type ViewRow = Awaited<ReturnType<ReturnType<typeof productsWith>['execute']>>[number];

function productsWith(db: Db) {
  return db
    .select(viewColumns)
    .from(products)
    .leftJoin(activities, and(eq(activities.id, products.activityId), eq(activities.isRemove, false)));
}

/** The activity's products, in the shop's product order. */
export async function activityProducts(db: Db, shopId: number, activityId: number) {
  const rows = await productsWith(db)
    .where(and(editable(shopId), eq(products.activityId, activityId)))
    .orderBy(asc(products.order), asc(products.id));
  return rows.map(toView);
}

/** Products that could join the activity, by name: 20 at most, each with the activity it is in now. */
export async function activityCandidates(db: Db, shopId: number, activityId: number, name: string) {
  const [activity] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(oneOf(ACTIVITY, shopId, activityId));
  if (!activity) throw notFound('活動');
  const rows = await productsWith(db)
    .where(
      and(
        editable(shopId),
        or(isNull(products.activityId), ne(products.activityId, activityId)),
        name ? ilike(products.name, likePattern(name)) : undefined,
      ),
    )
    .orderBy(asc(products.order), asc(products.id))
    .limit(20);
  return rows.map(toView);
}

const productTarget = (actor: Actor, id: number): EditTarget => ({
  orgId: actor.orgId,
  objectType: 'product',
  objectId: id,
  what: '商品',
});

/** The lowest price any spec of the product sells at: an activity price must be below it. */
async function lowestPrice(tx: Tx, product: { id: number; price: number }): Promise<number> {
  const [row] = await tx
    .select({ low: sql<number | null>`min(${productStocks.price})::int` })
    .from(productStocks)
    .where(and(eq(productStocks.productId, product.id), eq(productStocks.isRemove, false)));
  return Math.min(product.price, row?.low ?? product.price);
}

/**
 * Products join or leave the activity, in one transaction. A product is in one activity at most: one
 * in another moves here. Each product that changes is an edit of that product (its version claimed,
 * the change recorded). Leaving takes the activity prices with it: they were this activity's.
 */
export async function saveActivityProducts(
  db: Db,
  actor: Actor,
  shopId: number,
  activityId: number,
  body: ActivityProductsBody,
) {
  await db.transaction(async (tx) => {
    await lockRow(tx, ACTIVITY, shopId, activityId);
    for (const [i, change] of body.changes.entries()) {
      const [before] = await tx
        .select()
        .from(products)
        .where(and(editable(shopId), eq(products.id, change.id)))
        .for('update');
      if (!before) throw fieldError(`changes.${i}.id`, '找不到商品');
      const inHere = before.activityId === activityId;
      if (!change.inActivity && !inHere) continue;
      const activityPrice = change.inActivity
        ? change.activityPrice === undefined
          ? before.activityPrice
          : change.activityPrice
        : null;
      if (
        change.inActivity &&
        change.activityPrice != null &&
        change.activityPrice >= (await lowestPrice(tx, before))
      )
        throw fieldError(`changes.${i}.activityPrice`, '活動價須低於售價（含每個規格的售價）');
      const after = { activityId: change.inActivity ? activityId : null, activityPrice };
      if (after.activityId === before.activityId && after.activityPrice === before.activityPrice) continue;
      const target = productTarget(actor, before.id);
      const version = await claimEdit(
        tx,
        { table: products, version: products.version },
        and(editable(shopId), eq(products.id, before.id))!,
        change.version,
        target,
      );
      await tx.update(products).set(after).where(eq(products.id, before.id));
      if (!change.inActivity || change.activityPrice !== undefined)
        await tx
          .update(productStocks)
          .set({ activityPrice })
          .where(and(eq(productStocks.productId, before.id), eq(productStocks.isRemove, false)));
      await recordEdit(tx, actor, {
        shopId,
        target,
        action: 'activity',
        version,
        before: { activityId: before.activityId, activityPrice: before.activityPrice },
        after,
      });
    }
  });
}
