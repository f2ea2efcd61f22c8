import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { likePattern } from '../like';
import { setProductActivityPrice } from '../stockWrites';
import type { Db, Tx } from '../../db/client';
import { notFound } from '@/lib/server/kernel/errors';
import { activities, products, productStocks } from '../../db/schema';
import type { Actor } from '../../staff/changes';
import { claimEdit, recordEdit, type EditTarget } from '../../staff/edit';
import type { ActivityProductsBody } from '@/lib/console/contract/activities';
import { lockRow } from './edits';
import type { ActivityProductView } from '@/lib/console/catalog/views';
import { fieldError } from '@/lib/server/kernel/errors';
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

type ProductRow = typeof products.$inferSelect;

/** What an activity edit of a product sets: its activity, its activity price and, when given, its specs'. */
type ActivityFields = { activityId: number | null; activityPrice: number | null; specs: boolean };

/**
 * One product's activity edit, the product locked by the caller: claims the version (`seen`; 409
 * when it moved on), sets its activity and activity price and, when `specs`, every live spec's
 * activity price to the same, and records before and after with the specs' prices. Nothing that
 * would stay as it is is no edit: no version, no record.
 */
async function editProductActivity(
  tx: Tx,
  actor: Actor,
  shopId: number,
  before: ProductRow,
  seen: number,
  wanted: ActivityFields,
): Promise<void> {
  const liveSpecs = and(eq(productStocks.productId, before.id), eq(productStocks.isRemove, false));
  const specsBefore = await tx
    .select({ id: productStocks.id, activityPrice: productStocks.activityPrice })
    .from(productStocks)
    .where(liveSpecs)
    .orderBy(asc(productStocks.id));
  const specsAfter = wanted.specs
    ? specsBefore.map((s) => ({ id: s.id, activityPrice: wanted.activityPrice }))
    : specsBefore;
  const after = { activityId: wanted.activityId, activityPrice: wanted.activityPrice };
  if (
    after.activityId === before.activityId &&
    after.activityPrice === before.activityPrice &&
    specsAfter.every((s, i) => s.activityPrice === specsBefore[i]!.activityPrice)
  )
    return;
  const target = productTarget(actor, before.id);
  const version = await claimEdit(
    tx,
    { table: products, version: products.version },
    and(eq(products.shopId, shopId), eq(products.id, before.id))!,
    seen,
    target,
  );
  await tx.update(products).set(after).where(eq(products.id, before.id));
  if (wanted.specs) await setProductActivityPrice(tx, before.id, wanted.activityPrice);
  await recordEdit(tx, actor, {
    shopId,
    target,
    action: 'activity',
    version,
    before: { activityId: before.activityId, activityPrice: before.activityPrice, specs: specsBefore },
    after: { ...after, specs: specsAfter },
  });
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
      await editProductActivity(tx, actor, shopId, before, change.version, {
        activityId: change.inActivity ? activityId : null,
        activityPrice,
        specs: !change.inActivity || change.activityPrice !== undefined,
      });
    }
  });
}

/**
 * Inside the removal of an activity: every product of the shop still linked to it leaves it and
 * loses its activity prices (they were this activity's), each as an edit of that product. Otherwise
 * the product would keep pointing at an activity the product editor can no longer offer.
 */
export async function releaseActivityProducts(tx: Tx, actor: Actor, shopId: number, activityId: number) {
  const linked = await tx
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.activityId, activityId)))
    .orderBy(asc(products.id))
    .for('update');
  for (const product of linked)
    await editProductActivity(tx, actor, shopId, product, product.version, {
      activityId: null,
      activityPrice: null,
      specs: true,
    });
}
