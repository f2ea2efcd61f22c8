import { NanoIdSchema } from '@/lib/api/contract';
import { countScopedProducts } from '@/lib/server/catalog/scoped';
import { param, shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(async ({ db, shop, params }) => ({
  count: await countScopedProducts(
    db,
    shop.id,
    'ecommerceCategoryGroup',
    param(params, 'nanoId', NanoIdSchema),
  ),
}));
