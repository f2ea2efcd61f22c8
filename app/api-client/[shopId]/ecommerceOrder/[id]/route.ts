import { OrderIdSchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { notFound } from '@/lib/server/kernel/errors';
import { param, shopRoute } from '@/lib/server/http/route';
import { findMemberOrder } from '@/lib/server/orders/view';

export const GET = shopRoute(async ({ db, shop, request, params }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  const order = await findMemberOrder(db, shop.id, memberId, param(params, 'id', OrderIdSchema));
  if (!order) throw notFound('訂單');
  return order;
});
