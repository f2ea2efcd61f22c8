import { ActivityCreateSchema } from '@/lib/console/contract/activities';
import { createActivity } from '@/lib/server/catalog/edit/activitySave';
import { activitiesView } from '@/lib/server/catalog/edit/views';
import { consoleRoute } from '@/lib/server/console/route';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/activities: the shop's activities, each with its state now and its version. */
export const GET = consoleRoute('catalog', async ({ db, shop }) => activitiesView(db, shop.id, new Date()));

/**
 * POST /api-admin/{shopId}/activities `{name, key?, description?, image?, enable?, isStorewide?,
 * startsAt?, endsAt?}` (times on Taiwan's clock, YYYY-MM-DDTHH:mm): answers `{id, activities}`. A new
 * activity starts switched off unless `enable: true` is sent: dates and products come first.
 */
export const POST = consoleRoute('catalog', async ({ db, request, shop, session }) => {
  const id = await createActivity(db, session.actor, shop.id, await parseBody(request, ActivityCreateSchema));
  await revalidateShops(db, [shop.id]);
  return { id, activities: await activitiesView(db, shop.id, new Date()) };
});
