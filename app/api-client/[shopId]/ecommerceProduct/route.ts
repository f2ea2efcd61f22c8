import { ProductListQuerySchema } from '@/lib/api/contract';
import { listProducts } from '@/lib/server/catalog/products';
import { parseQuery, shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop, request }) =>
  listProducts(db, shop.id, parseQuery(request, ProductListQuerySchema)),
);
