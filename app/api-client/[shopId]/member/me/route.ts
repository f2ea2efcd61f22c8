import { requireMember } from '@/lib/server/auth/bearer';
import { shopRoute } from '@/lib/server/http/route';
import { isLineBound } from '@/lib/server/line/bindings';
import { toMember } from '@/lib/server/members/profile';

export const GET = shopRoute(async ({ db, shop, request }) => {
  const { memberId, user } = await requireMember(db, request, shop.id);
  return toMember(memberId, user, await isLineBound(db, user.id));
});
