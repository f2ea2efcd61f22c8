import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activityOn } from '../catalog/visibility';
import { activities, categories } from '../db/schema';

/** A link a merchant stored to a category or an activity, by nanoId. */
export type Ref = { type: 'ecommerceCategory' | 'ecommerceActivity'; nanoId: string };
export type Target = { id: number; name: string; image: string | null };

export const refKey = (r: Ref) => `${r.type}:${r.nanoId}`;

/**
 * The live objects behind stored links, keyed by refKey. Activities count only while enabled, inside
 * their dates and not removed: a link to anything else would lead a shopper to an empty page.
 */
export async function loadTargets(db: Db, shopId: number, refs: Ref[]): Promise<Map<string, Target>> {
  const nanoIds = (type: Ref['type']) => [
    ...new Set(refs.filter((r) => r.type === type).map((r) => r.nanoId)),
  ];
  const categoryIds = nanoIds('ecommerceCategory');
  const activityIds = nanoIds('ecommerceActivity');
  const [cats, acts] = await Promise.all([
    categoryIds.length
      ? db
          .select({
            id: categories.id,
            nanoId: categories.nanoId,
            name: categories.name,
            image: categories.image,
          })
          .from(categories)
          .where(and(eq(categories.shopId, shopId), inArray(categories.nanoId, categoryIds)))
      : [],
    activityIds.length
      ? db
          .select({
            id: activities.id,
            nanoId: activities.nanoId,
            name: activities.name,
            image: activities.image,
          })
          .from(activities)
          .where(
            and(
              eq(activities.shopId, shopId),
              activityOn,
              eq(activities.isRemove, false),
              inArray(activities.nanoId, activityIds),
            ),
          )
      : [],
  ]);
  return new Map<string, Target>([
    ...cats.map((c) => [refKey({ type: 'ecommerceCategory', nanoId: c.nanoId }), c] as const),
    ...acts.map((a) => [refKey({ type: 'ecommerceActivity', nanoId: a.nanoId }), a] as const),
  ]);
}
