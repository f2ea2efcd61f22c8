import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Activity, ActivityDetail } from '@/lib/api/contract';
import { MAX_LIMIT } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { activities } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';
import { toImage } from './image';
import { likePattern } from './like';
import { listProducts } from './products';
import { activityOn } from './visibility';

/** `enable` is whether it runs now: outside its dates an activity is a disabled one to shoppers. */
const columns = {
  id: activities.id,
  nanoId: activities.nanoId,
  name: activities.name,
  description: activities.description,
  image: activities.image,
  enable: activityOn,
  isRemove: activities.isRemove,
  isStorewide: activities.isStorewide,
  order: activities.order,
};

const select = (db: Db) => db.select(columns).from(activities);
type Row = Awaited<ReturnType<typeof select>>[number];

function toActivity(r: Row): Activity {
  return {
    id: r.id,
    nanoId: r.nanoId,
    name: r.name,
    description: r.description,
    enable: r.enable,
    isRemove: r.isRemove,
    isStorewide: r.isStorewide,
    Image: toImage(r.image),
    order: r.order,
  };
}

/**
 * Removed activities never leave the server; disabled ones (and those outside their dates) do,
 * flagged, because the storefront's rules (navigation, sidebar) decide what to do with them.
 */
const notRemoved = (shopId: number) => and(eq(activities.shopId, shopId), eq(activities.isRemove, false))!;

export async function listActivities(
  db: Db,
  shopId: number,
  q: { start: number; limit: number; name?: string; isStorewideActivity?: boolean },
): Promise<Activity[]> {
  const conditions: SQL[] = [notRemoved(shopId)];
  if (q.name) conditions.push(ilike(activities.name, likePattern(q.name)));
  if (q.isStorewideActivity !== undefined) conditions.push(eq(activities.isStorewide, q.isStorewideActivity));
  const rows = await select(db)
    .where(and(...conditions))
    .orderBy(asc(activities.order), asc(activities.id))
    .limit(q.limit)
    .offset(q.start);
  return rows.map(toActivity);
}

export async function getActivity(db: Db, shopId: number, nanoId: string): Promise<Activity> {
  const [row] = await select(db).where(and(notRemoved(shopId), eq(activities.nanoId, nanoId)));
  if (!row) throw notFound('活動');
  return toActivity(row);
}

/** The activity with its first page of products; later pages come from the scoped product list. */
export async function getActivityDetail(db: Db, shopId: number, nanoId: string): Promise<ActivityDetail> {
  const activity = await getActivity(db, shopId, nanoId);
  const products = await listProducts(db, shopId, {
    start: 0,
    limit: MAX_LIMIT,
    EcommerceActivityId: activity.id,
    sortBy: 'order',
    sort: 'ASC',
  });
  return { ...activity, EcommerceProducts: products };
}
