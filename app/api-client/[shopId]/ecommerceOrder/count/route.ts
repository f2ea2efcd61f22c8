import { OrderCountQuerySchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { parseQuery, shopRoute } from '@/lib/server/http/route';
import { countMemberOrders } from '@/lib/server/orders/view';

export const GET = shopRoute(async ({ db, shop, request }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  return countMemberOrders(db, shop.id, memberId, parseQuery(request, OrderCountQuerySchema));
});
