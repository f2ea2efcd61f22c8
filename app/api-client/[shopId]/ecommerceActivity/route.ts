import { ActivityListQuerySchema } from '@/lib/api/contract';
import { listActivities } from '@/lib/server/catalog/activities';
import { parseQuery, shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop, request }) =>
  listActivities(db, shop.id, parseQuery(request, ActivityListQuerySchema)),
);
