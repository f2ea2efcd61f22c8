import { consoleOrder } from '@/lib/server/console/orderConsole';
import { consoleRoute } from '@/lib/server/console/route';
import { requestOrigin } from '@/lib/server/kernel/origin';
import { param, ShopIdSchema } from '@/lib/server/http/route';

/** GET /api-admin/{shopId}/orders/{id}: the order, its returns, parcel, timeline and record of changes. */
export const GET = consoleRoute('orders', async ({ db, request, params, session }) =>
  consoleOrder(db, session, param(params, 'id', ShopIdSchema), requestOrigin(request)),
);
