import { BulkBodySchema } from '@/lib/console/contract/products';
import { bulkProducts } from '@/lib/server/catalog/edit/bulk';
import { consoleRoute } from '@/lib/server/console/route';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/**
 * POST /api-admin/{shopId}/products/bulk `{action: publish|hide|category|stock, products: [{id,
 * version}], categoryId?, stock?}`: one action on the ticked products, all or none.
 */
export const POST = consoleRoute('catalog', async ({ db, request, shop, session }) => {
  const result = await bulkProducts(db, session.actor, shop.id, await parseBody(request, BulkBodySchema));
  await revalidateShops(db, [shop.id]);
  return result;
});
