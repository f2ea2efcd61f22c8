import { param, route, ShopIdSchema } from '@/lib/server/http/route';
import { recordHomeVisit } from '@/lib/server/visits/recorder';

// No shopRoute: the per-address cap is checked before the database is read.
export const POST = route(({ db, params, request }) =>
  recordHomeVisit(db, param(params, 'shopId', ShopIdSchema), request),
);
