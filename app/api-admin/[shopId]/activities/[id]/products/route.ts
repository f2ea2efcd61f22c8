import { ActivityProductsBodySchema, CandidateQuerySchema } from '@/lib/console/contract/activities';
import { activityCandidates, saveActivityProducts } from '@/lib/server/catalog/edit/activityProducts';
import { activityDetailView } from '@/lib/server/catalog/edit/views';
import { consoleRoute } from '@/lib/server/console/route';
import { param, parseBody, parseQuery, ShopIdSchema } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/activities/{id}/products?name=…: products that could join it (20 at most). */
export const GET = consoleRoute('catalog', async ({ db, request, params, shop }) => {
  const { name } = parseQuery(request, CandidateQuerySchema);
  return activityCandidates(db, shop.id, param(params, 'id', ShopIdSchema), name);
});

/**
 * PUT /api-admin/{shopId}/activities/{id}/products `{changes: [{id, version, inActivity,
 * activityPrice?}]}`: products join or leave the activity; answers the activity with its products.
 */
export const PUT = consoleRoute('catalog', async ({ db, request, params, shop, session }) => {
  const id = param(params, 'id', ShopIdSchema);
  await saveActivityProducts(
    db,
    session.actor,
    shop.id,
    id,
    await parseBody(request, ActivityProductsBodySchema),
  );
  await revalidateShops(db, [shop.id]);
  return activityDetailView(db, shop.id, id, new Date());
});
