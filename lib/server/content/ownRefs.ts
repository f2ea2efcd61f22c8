import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { activities, categories, categoryGroups } from '../db/schema';
import { fieldError } from '@/lib/server/kernel/errors';
import { refKey, type Ref } from '../config/targets';
import type { PlacedRef } from './areasForm';

const KIND_NAMES = { ecommerceCategory: '分類', ecommerceActivity: '活動' } as const;

/**
 * The categories and activities among `refs` that are this shop's (an activity counts until it is
 * removed: a switched-off one may be switched on again), keyed by refKey, with their ids and names.
 */
export async function ownTargets(
  db: DbOrTx,
  shopId: number,
  refs: Ref[],
): Promise<Map<string, { id: number; name: string }>> {
  const nanoIds = (type: Ref['type']) => [
    ...new Set(refs.filter((r) => r.type === type).map((r) => r.nanoId)),
  ];
  const [cats, acts] = await Promise.all([
    nanoIds('ecommerceCategory').length
      ? db
          .select({ id: categories.id, nanoId: categories.nanoId, name: categories.name })
          .from(categories)
          .where(and(eq(categories.shopId, shopId), inArray(categories.nanoId, nanoIds('ecommerceCategory'))))
      : [],
    nanoIds('ecommerceActivity').length
      ? db
          .select({ id: activities.id, nanoId: activities.nanoId, name: activities.name })
          .from(activities)
          .where(
            and(
              eq(activities.shopId, shopId),
              eq(activities.isRemove, false),
              inArray(activities.nanoId, nanoIds('ecommerceActivity')),
            ),
          )
      : [],
  ]);
  return new Map([
    ...cats.map((c) => [refKey({ type: 'ecommerceCategory', nanoId: c.nanoId }), c] as const),
    ...acts.map((a) => [refKey({ type: 'ecommerceActivity', nanoId: a.nanoId }), a] as const),
  ]);
}

/**
 * Refuses (400, naming the field) a link to a category or activity that is not this shop's: another
 * shop's, or none at all. Links the document already held are let through unchanged (`kept`): a page
 * may still name a category removed since, which the storefront leaves out, and saving something
 * else on the page must not fail because of it.
 */
export async function assertOwnRefs(
  db: DbOrTx,
  shopId: number,
  placed: PlacedRef[],
  kept: Ref[] = [],
): Promise<void> {
  const keptKeys = new Set(kept.map(refKey));
  const fresh = placed.filter((p) => !keptKeys.has(refKey(p.ref)));
  if (fresh.length === 0) return;
  const own = await ownTargets(
    db,
    shopId,
    fresh.map((p) => p.ref),
  );
  const missing = fresh.find((p) => !own.has(refKey(p.ref)));
  if (missing)
    throw fieldError(missing.path, `本店沒有此${KIND_NAMES[missing.ref.type]}（${missing.ref.nanoId}）`);
}

type PlacedId = { path: string; id: number };

/** The same rule for documents that name objects by id (the sidebar, the navigation). */
export async function assertOwnIds(
  db: DbOrTx,
  shopId: number,
  named: { activities?: PlacedId[]; categories?: PlacedId[]; groups?: PlacedId[] },
  kept: { activities?: number[]; categories?: number[]; groups?: number[] } = {},
): Promise<void> {
  const check = async (
    placed: PlacedId[] | undefined,
    keep: number[] | undefined,
    what: string,
    load: (ids: number[]) => Promise<{ id: number }[]>,
  ) => {
    const fresh = (placed ?? []).filter((p) => !(keep ?? []).includes(p.id));
    if (fresh.length === 0) return;
    const found = new Set((await load([...new Set(fresh.map((p) => p.id))])).map((r) => r.id));
    const missing = fresh.find((p) => !found.has(p.id));
    if (missing) throw fieldError(missing.path, `本店沒有此${what}（${missing.id}）`);
  };
  await check(named.activities, kept.activities, '活動', (ids) =>
    db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.shopId, shopId), eq(activities.isRemove, false), inArray(activities.id, ids))),
  );
  await check(named.categories, kept.categories, '分類', (ids) =>
    db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.shopId, shopId), inArray(categories.id, ids))),
  );
  await check(named.groups, kept.groups, '分類群組', (ids) =>
    db
      .select({ id: categoryGroups.id })
      .from(categoryGroups)
      .where(and(eq(categoryGroups.shopId, shopId), inArray(categoryGroups.id, ids))),
  );
}
