import { ShipManyBodySchema } from '@/lib/server/console/orderActions';
import { shipMany } from '@/lib/server/console/orderConsole';
import { consoleRoute } from '@/lib/server/console/route';
import { requestOrigin } from '@/lib/server/kernel/origin';
import { parseBody } from '@/lib/server/http/route';

/** POST /api-admin/{shopId}/orders/ship `{orders: [{id, version}]}`: parcels for several orders, each answered. */
export const POST = consoleRoute('orders', async ({ db, request, session }) => ({
  results: await shipMany(
    db,
    session,
    (await parseBody(request, ShipManyBodySchema)).orders,
    requestOrigin(request),
  ),
}));
