import { OrderFilterSchema } from '@/lib/server/console/orderFilters';
import { listOrders } from '@/lib/server/console/orderList';
import { consoleRoute } from '@/lib/server/console/route';
import { parseQuery } from '@/lib/server/http/route';

/** GET /api-admin/{shopId}/orders?status&paymentType&delivery&from&to&q&page: 20 a page, newest first. */
export const GET = consoleRoute('orders', async ({ db, request, session }) =>
  listOrders(db, session, parseQuery(request, OrderFilterSchema)),
);
