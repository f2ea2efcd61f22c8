import { ProductCountQuerySchema } from '@/lib/api/contract';
import { countProducts } from '@/lib/server/catalog/products';
import { parseQuery, shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(async ({ db, shop, request }) => ({
  count: await countProducts(db, shop.id, parseQuery(request, ProductCountQuerySchema)),
}));
