import { PageKeySchema } from '@/lib/api/contract';
import { getPage } from '@/lib/server/config/pages';
import { param, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(({ db, shop, params }) => getPage(db, shop.id, param(params, 'key', PageKeySchema))),
);
