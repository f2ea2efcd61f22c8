import { OrderIdSchema, PaymentUserResponseBodySchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { param, parseBody, shopRoute } from '@/lib/server/http/route';
import { reportAtmTransfer } from '@/lib/server/orders/paymentResponse';

export const POST = shopRoute(async ({ db, shop, request, params }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  const id = param(params, 'id', OrderIdSchema);
  return reportAtmTransfer(
    db,
    shop.id,
    memberId,
    id,
    await parseBody(request, PaymentUserResponseBodySchema),
  );
});
