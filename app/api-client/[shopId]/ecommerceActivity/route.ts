import { ActivityListQuerySchema } from '@/lib/api/contract';
import { listActivities } from '@/lib/server/catalog/activities';
import { parseQuery, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(({ db, shop, request }) =>
    listActivities(db, shop.id, parseQuery(request, ActivityListQuerySchema)),
  ),
);
