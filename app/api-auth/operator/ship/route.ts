import { checkOperator } from '@/lib/server/auth/operator';
import { requestOrigin } from '@/lib/server/kernel/origin';
import { parseBody, route } from '@/lib/server/http/route';
import { OperatorShipBodySchema, shipOrder } from '@/lib/server/shipments/ship';

/**
 * The parcel's notify and label addresses are built from the address this call reached (or
 * PUBLIC_ORIGIN): the provider and the operator's browser must be able to reach them.
 */
export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return shipOrder(db, await parseBody(request, OperatorShipBodySchema), requestOrigin(request));
});
