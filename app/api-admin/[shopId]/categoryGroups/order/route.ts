import { OrderBodySchema } from '@/lib/server/console/catalog/form';
import { GROUP } from '@/lib/server/console/catalog/kinds';
import { saveOrder } from '@/lib/server/console/catalog/orderSave';
import { categoriesView } from '@/lib/server/console/catalog/views';
import { consoleRoute } from '@/lib/server/console/route';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** PUT /api-admin/{shopId}/categoryGroups/order `{items: [{id, version}]}`: every group, in its new order. */
export const PUT = consoleRoute('catalog', async ({ db, request, shop, session }) => {
  await saveOrder(db, session.actor, GROUP, shop.id, await parseBody(request, OrderBodySchema));
  await revalidateShops(db, [shop.id]);
  return categoriesView(db, shop.id);
});
