import { NanoIdSchema, ScopedProductListQuerySchema } from '@/lib/api/contract';
import { listScopedProducts } from '@/lib/server/catalog/scoped';
import { param, parseQuery, shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop, params, request }) =>
  listScopedProducts(
    db,
    shop.id,
    'ecommerceCategoryGroup',
    param(params, 'nanoId', NanoIdSchema),
    parseQuery(request, ScopedProductListQuerySchema),
  ),
);
