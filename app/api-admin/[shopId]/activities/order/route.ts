import { OrderBodySchema } from '@/lib/server/catalog/edit/form';
import { ACTIVITY } from '@/lib/server/catalog/edit/kinds';
import { saveOrder } from '@/lib/server/catalog/edit/orderSave';
import { activitiesView } from '@/lib/server/catalog/edit/views';
import { consoleRoute } from '@/lib/server/console/route';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** PUT /api-admin/{shopId}/activities/order `{items: [{id, version}]}`: every activity, in its new order. */
export const PUT = consoleRoute('catalog', async ({ db, request, shop, session }) => {
  await saveOrder(db, session.actor, ACTIVITY, shop.id, await parseBody(request, OrderBodySchema));
  await revalidateShops(db, [shop.id]);
  return activitiesView(db, shop.id, new Date());
});
