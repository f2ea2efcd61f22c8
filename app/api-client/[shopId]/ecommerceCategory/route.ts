import { CategoryListQuerySchema } from '@/lib/api/contract';
import { listCategories } from '@/lib/server/catalog/categories';
import { parseQuery, shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop, request }) =>
  listCategories(db, shop.id, parseQuery(request, CategoryListQuerySchema)),
);
