import { OrderFilterSchema } from '@/lib/server/console/orderFilters';
import { exportOrders } from '@/lib/server/console/orderList';
import { consoleRoute } from '@/lib/server/console/route';
import { taiwanDay } from '@/lib/server/console/taiwanTime';
import { clock } from '@/lib/server/auth/clock';
import { parseQuery } from '@/lib/server/http/route';

/** GET /api-admin/{shopId}/orders/export?…: the filtered list as CSV (UTF-8 with BOM, for Excel). */
export const GET = consoleRoute('orders', async ({ db, request, session }) => {
  const csv = await exportOrders(db, session, parseQuery(request, OrderFilterSchema));
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="orders-${taiwanDay(clock.now())}.csv"`,
    },
  });
});
