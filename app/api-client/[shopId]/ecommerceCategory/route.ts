import { CategoryListQuerySchema } from '@/lib/api/contract';
import { listCategories } from '@/lib/server/catalog/categories';
import { parseQuery, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(({ db, shop, request }) =>
    listCategories(db, shop.id, parseQuery(request, CategoryListQuerySchema)),
  ),
);
