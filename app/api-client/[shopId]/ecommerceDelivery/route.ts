import { PageQuerySchema } from '@/lib/api/contract';
import { parseQuery, shopRoute } from '@/lib/server/http/route';
import { listDeliveries } from '@/lib/server/logistics/deliveries';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(({ db, shop, request }) => listDeliveries(db, shop.id, parseQuery(request, PageQuerySchema))),
);
