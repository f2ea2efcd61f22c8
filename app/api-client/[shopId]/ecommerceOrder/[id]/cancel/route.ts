import { OrderIdSchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { param, shopRoute } from '@/lib/server/http/route';
import { cancelMemberOrder } from '@/lib/server/orders/cancel';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

export const POST = shopRoute(async ({ db, shop, request, params }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  const order = await cancelMemberOrder(db, shop.id, memberId, param(params, 'id', OrderIdSchema));
  // The stock it gave back shows on the shop's pages.
  await revalidateShops(db, [shop.id], [], 'stock');
  return order;
});
