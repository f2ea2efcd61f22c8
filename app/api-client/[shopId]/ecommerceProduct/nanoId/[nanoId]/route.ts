import { NanoIdSchema } from '@/lib/api/contract';
import { getProduct } from '@/lib/server/catalog/products';
import { param, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(({ db, shop, params }) =>
    getProduct(db, shop.id, { nanoId: param(params, 'nanoId', NanoIdSchema) }),
  ),
  { shared: false },
);
