import { ProductSearchQuerySchema } from '@/lib/api/contract';
import { searchProducts } from '@/lib/server/catalog/products';
import { parseQuery, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(({ db, shop, request }) =>
    searchProducts(db, shop.id, parseQuery(request, ProductSearchQuerySchema).search),
  ),
);
