import { OrderBodySchema } from '@/lib/server/catalog/edit/form';
import { GROUP } from '@/lib/server/catalog/edit/kinds';
import { saveOrder } from '@/lib/server/catalog/edit/orderSave';
import { categoriesView } from '@/lib/server/catalog/edit/views';
import { consoleRoute } from '@/lib/server/console/route';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** PUT /api-admin/{shopId}/categoryGroups/order `{items: [{id, version}]}`: every group, in its new order. */
export const PUT = consoleRoute('catalog', async ({ db, request, shop, session }) => {
  await saveOrder(db, session.actor, GROUP, shop.id, await parseBody(request, OrderBodySchema));
  await revalidateShops(db, [shop.id]);
  return categoriesView(db, shop.id);
});
