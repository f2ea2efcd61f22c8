import { NanoIdSchema } from '@/lib/api/contract';
import { countScopedProducts } from '@/lib/server/catalog/scoped';
import { param, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(async ({ db, shop, params }) => ({
    count: await countScopedProducts(db, shop.id, 'ecommerceCategory', param(params, 'nanoId', NanoIdSchema)),
  })),
);
