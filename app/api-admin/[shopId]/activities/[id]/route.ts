import { ActivityEditSchema } from '@/lib/console/contract/activities';
import { editActivity, removeActivity } from '@/lib/server/catalog/edit/activitySave';
import { RemoveBodySchema } from '@/lib/server/catalog/edit/form';
import { activitiesView, activityDetailView } from '@/lib/server/catalog/edit/views';
import { consoleRoute } from '@/lib/server/console/route';
import { param, parseBody, ShopIdSchema } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/activities/{id}: the activity with its products. */
export const GET = consoleRoute('catalog', async ({ db, params, shop }) =>
  activityDetailView(db, shop.id, param(params, 'id', ShopIdSchema), new Date()),
);

/** PATCH /api-admin/{shopId}/activities/{id} `{version, …the fields of POST}`: only those sent change. */
export const PATCH = consoleRoute('catalog', async ({ db, request, params, shop, session }) => {
  const id = param(params, 'id', ShopIdSchema);
  await editActivity(db, session.actor, shop.id, id, await parseBody(request, ActivityEditSchema));
  await revalidateShops(db, [shop.id]);
  return activityDetailView(db, shop.id, id, new Date());
});

/**
 * DELETE /api-admin/{shopId}/activities/{id} `{version}`: its products leave it with their activity
 * prices; answers the remaining activities.
 */
export const DELETE = consoleRoute('catalog', async ({ db, request, params, shop, session }) => {
  const id = param(params, 'id', ShopIdSchema);
  const { version } = await parseBody(request, RemoveBodySchema);
  await removeActivity(db, session.actor, shop.id, id, version);
  await revalidateShops(db, [shop.id]);
  return activitiesView(db, shop.id, new Date());
});
