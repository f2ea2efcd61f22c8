import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { pictureColumns } from '@/lib/catalog/pictures';
import type { Db, Tx } from '../../db/client';
import { activities, productCategories, products } from '../../db/schema';
import { fieldError } from '@/lib/server/kernel/errors';
import { writeMatrix } from '../combinations';
import type { Actor } from '../../staff/changes';
import { claimEdit, recordEdit, type EditTarget } from '../../staff/edit';
import { assertPictures } from '../../media/pictureRule';
import type { ProductBody, ProductUpdate } from '@/lib/console/contract/products';
import { listsChange } from './cacheScope';
import { consoleProduct, foreignCategories, productRecord } from './productView';
import type { ConsoleProduct } from '@/lib/console/contract/products';

/** What a save answers: the product as now stored, and whether lists other than its own changed. */
export type Saved = { product: ConsoleProduct; listsChanged: boolean };

export const productTarget = (actor: Actor, id: number): EditTarget => ({
  orgId: actor.orgId,
  objectType: 'product',
  objectId: id,
  what: '商品',
});

/** What the product held before the save: what it already holds stays allowed. */
type Had = { pictures: string[]; activityId: number | null };

/**
 * The references a product body makes, checked against the shop: its categories and activity are
 * the shop's own, and every picture is one the product already had or a console upload (the
 * console's picture rule, pictureRule.ts; which shop uploaded a picture is not recorded). The
 * activity it already had may since have been removed: keeping it is no new reference.
 */
async function checkReferences(tx: Tx, shopId: number, body: ProductBody, had: Had): Promise<void> {
  const foreign = await foreignCategories(tx, shopId, body.categoryIds);
  if (foreign.length)
    throw fieldError(`categoryIds.${body.categoryIds.indexOf(foreign[0]!)}`, '找不到此分類');
  if (body.activityId !== null && body.activityId !== had.activityId) {
    const [activity] = await tx
      .select({ id: activities.id })
      .from(activities)
      .where(
        and(
          eq(activities.shopId, shopId),
          eq(activities.id, body.activityId),
          eq(activities.isRemove, false),
        ),
      );
    if (!activity) throw fieldError('activityId', '找不到此活動');
  }
  await assertPictures(
    tx,
    shopId,
    body.pictures.map((url, i) => ({ path: `pictures.${i}`, url })),
    had.pictures,
  );
}

const columnsOf = (body: ProductBody) => ({
  name: body.name,
  description: body.description,
  ...pictureColumns(body.pictures),
  price: body.price,
  activityPrice: body.activityPrice,
  activityId: body.activityId,
  isPublic: body.isPublic,
  order: body.order,
  useCashbackRate: body.useCashbackRate,
  purchaseLimit: body.purchaseLimit,
});

async function writeParts(tx: Tx, shopId: number, productId: number, body: ProductBody): Promise<void> {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  if (body.categoryIds.length)
    await tx
      .insert(productCategories)
      .values([...new Set(body.categoryIds)].map((categoryId) => ({ shopId, productId, categoryId })));
  await writeMatrix(
    tx,
    shopId,
    productId,
    () => body.specs,
    (problem) => fieldError(['specs', ...problem.path].join('.'), problem.message),
  );
}

/** Creates a product, its categories and its spec matrix, recorded, in one transaction. */
export async function createProduct(db: Db, actor: Actor, shopId: number, body: ProductBody): Promise<Saved> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, shopId, body, { pictures: [], activityId: null });
    const [row] = await tx
      .insert(products)
      .values({ ...columnsOf(body), shopId, nanoId: randomBytes(9).toString('base64url') })
      .returning({ id: products.id });
    await writeParts(tx, shopId, row!.id, body);
    const product = await consoleProduct(tx, shopId, row!.id);
    await recordEdit(tx, actor, {
      shopId,
      target: productTarget(actor, row!.id),
      action: 'create',
      version: product.version,
      before: null,
      after: productRecord(product),
    });
    return { product, listsChanged: true };
  });
}

/**
 * Saves the form over a product, claiming the version it was read at (409 with what changed since
 * when another save came first). One transaction: a shopper sees the product before or after.
 */
export async function updateProduct(
  db: Db,
  actor: Actor,
  shopId: number,
  id: number,
  body: ProductUpdate,
): Promise<Saved> {
  return db.transaction(async (tx) => {
    const before = await consoleProduct(tx, shopId, id);
    const version = await claimEdit(
      tx,
      { table: products, version: products.version },
      and(eq(products.shopId, shopId), eq(products.id, id), eq(products.isRemove, false))!,
      body.version,
      productTarget(actor, id),
    );
    await checkReferences(tx, shopId, body, before);
    await tx.update(products).set(columnsOf(body)).where(eq(products.id, id));
    await writeParts(tx, shopId, id, body);
    const product = await consoleProduct(tx, shopId, id);
    await recordEdit(tx, actor, {
      shopId,
      target: productTarget(actor, id),
      action: 'update',
      version,
      before: productRecord(before),
      after: productRecord(product),
    });
    return { product, listsChanged: listsChange(before, product) };
  });
}

/**
 * Removes a product: it leaves the shop (lists, search, its page, carts refuse it) but its row,
 * specs and stocks stay, since past orders name them.
 */
export async function removeProduct(
  db: Db,
  actor: Actor,
  shopId: number,
  id: number,
  seen: number,
): Promise<{ nanoId: string }> {
  return db.transaction(async (tx) => {
    const before = await consoleProduct(tx, shopId, id);
    const version = await claimEdit(
      tx,
      { table: products, version: products.version },
      and(eq(products.shopId, shopId), eq(products.id, id), eq(products.isRemove, false))!,
      seen,
      productTarget(actor, id),
    );
    await tx.update(products).set({ isRemove: true }).where(eq(products.id, id));
    await recordEdit(tx, actor, {
      shopId,
      target: productTarget(actor, id),
      action: 'remove',
      version,
      before: productRecord(before),
      after: null,
    });
    return { nanoId: before.nanoId };
  });
}
