import { requireMember } from '@/lib/server/auth/bearer';
import { shopRoute } from '@/lib/server/http/route';
import { allStatusCount } from '@/lib/server/orders/view';

export const GET = shopRoute(async ({ db, shop, request }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  return allStatusCount(db, shop.id, memberId);
});
