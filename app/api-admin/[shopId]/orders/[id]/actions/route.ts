import { OrderActionBodySchema } from '@/lib/server/console/orderActions';
import { applyOrderAction } from '@/lib/server/console/orderConsole';
import { consoleRoute } from '@/lib/server/console/route';
import { requestOrigin } from '@/lib/server/kernel/origin';
import { param, parseBody, ShopIdSchema } from '@/lib/server/http/route';

/** POST /api-admin/{shopId}/orders/{id}/actions `{action, version, …}`: one action; 409 on a stale version. */
export const POST = consoleRoute('orders', async ({ db, request, params, session }) =>
  applyOrderAction(
    db,
    session,
    param(params, 'id', ShopIdSchema),
    await parseBody(request, OrderActionBodySchema),
    requestOrigin(request),
  ),
);
