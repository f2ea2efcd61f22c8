import { ECOMMERCE_MODULE, OrderIdSchema, PaymentInfoBodySchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { requestOrigin } from '@/lib/server/kernel/origin';
import { param, parseBody, shopRoute } from '@/lib/server/http/route';
import { startPayment } from '@/lib/server/payments/start';
import { requireModule } from '@/lib/server/shops/modules';

/** A new attempt at paying the member's unpaid order: the hidden form (or address) of the gateway. */
export const POST = shopRoute(async ({ db, shop, request, params }) => {
  await requireModule(db, shop.id, ECOMMERCE_MODULE);
  const { memberId } = await requireMember(db, request, shop.id);
  const id = param(params, 'id', OrderIdSchema);
  const body = await parseBody(request, PaymentInfoBodySchema);
  return startPayment(db, shop, memberId, id, body, requestOrigin(request));
});
