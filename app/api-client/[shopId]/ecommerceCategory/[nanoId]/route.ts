import { NanoIdSchema } from '@/lib/api/contract';
import { getCategory } from '@/lib/server/catalog/categories';
import { param, shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop, params }) =>
  getCategory(db, shop.id, param(params, 'nanoId', NanoIdSchema)),
);
