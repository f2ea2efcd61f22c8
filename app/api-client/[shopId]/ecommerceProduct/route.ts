import { ProductListQuerySchema } from '@/lib/api/contract';
import { listProducts } from '@/lib/server/catalog/products';
import { parseQuery, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(({ db, shop, request }) =>
    listProducts(db, shop.id, parseQuery(request, ProductListQuerySchema)),
  ),
);
