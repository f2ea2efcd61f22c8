import { OrderIdSchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { param, shopRoute } from '@/lib/server/http/route';
import { cancelMemberOrder } from '@/lib/server/orders/cancel';

export const POST = shopRoute(async ({ db, shop, request, params }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  return cancelMemberOrder(db, shop.id, memberId, param(params, 'id', OrderIdSchema));
});
