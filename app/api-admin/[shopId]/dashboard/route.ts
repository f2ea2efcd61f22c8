import { dashboard } from '@/lib/server/console/dashboard';
import { consoleRoute } from '@/lib/server/console/route';

/** GET /api-admin/{shopId}/dashboard: today's and this week's figures, what waits, low stock, visits. */
export const GET = consoleRoute('orders', async ({ db, session }) => dashboard(db, session));
