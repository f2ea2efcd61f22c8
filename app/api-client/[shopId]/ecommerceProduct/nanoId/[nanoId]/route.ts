import { NanoIdSchema } from '@/lib/api/contract';
import { getProduct } from '@/lib/server/catalog/products';
import { param, shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop, params }) =>
  getProduct(db, shop.id, { nanoId: param(params, 'nanoId', NanoIdSchema) }),
);
