import { ProductSearchQuerySchema } from '@/lib/api/contract';
import { searchProducts } from '@/lib/server/catalog/products';
import { parseQuery, shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop, request }) =>
  searchProducts(db, shop.id, parseQuery(request, ProductSearchQuerySchema).search),
);
