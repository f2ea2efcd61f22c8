import { OrderIdSchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { param, shopRoute } from '@/lib/server/http/route';
import { cancelMemberOrder } from '@/lib/server/orders/cancel';
import { announceStockFlips } from '@/lib/server/revalidate/stock';

export const POST = shopRoute(async ({ db, shop, request, params }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  const { order, flips } = await cancelMemberOrder(db, shop.id, memberId, param(params, 'id', OrderIdSchema));
  // A spec or product it brought back on sale can be bought at once.
  await announceStockFlips(db, shop.id, flips);
  return order;
});
