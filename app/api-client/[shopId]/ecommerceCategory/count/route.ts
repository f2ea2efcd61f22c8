import { CategoryCountQuerySchema } from '@/lib/api/contract';
import { countCategories } from '@/lib/server/catalog/categories';
import { parseQuery, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(async ({ db, shop, request }) => ({
    count: await countCategories(db, shop.id, parseQuery(request, CategoryCountQuerySchema).name),
  })),
);
