import { NanoIdSchema } from '@/lib/api/contract';
import { getCategory } from '@/lib/server/catalog/categories';
import { param, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(({ db, shop, params }) => getCategory(db, shop.id, param(params, 'nanoId', NanoIdSchema))),
);
