import { NanoIdSchema } from '@/lib/api/contract';
import { getActivityDetail } from '@/lib/server/catalog/activities';
import { param, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(({ db, shop, params }) => getActivityDetail(db, shop.id, param(params, 'nanoId', NanoIdSchema))),
);
