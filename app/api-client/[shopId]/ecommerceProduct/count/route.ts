import { ProductCountQuerySchema } from '@/lib/api/contract';
import { countProducts } from '@/lib/server/catalog/products';
import { parseQuery, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(async ({ db, shop, request }) => ({
    count: await countProducts(db, shop.id, parseQuery(request, ProductCountQuerySchema)),
  })),
);
