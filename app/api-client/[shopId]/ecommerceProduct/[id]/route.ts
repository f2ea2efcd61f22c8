import { IdSchema } from '@/lib/api/contract';
import { getProduct } from '@/lib/server/catalog/products';
import { param, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(({ db, shop, params }) => getProduct(db, shop.id, { id: param(params, 'id', IdSchema) })),
  { shared: false },
);
