import { MemberStorageBodySchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { parseBody, shopRoute } from '@/lib/server/http/route';
import { readCheckoutStorage, saveCheckoutStorage } from '@/lib/server/members/checkoutStorage';

export const GET = shopRoute(async ({ db, shop, request }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  return readCheckoutStorage(db, shop.id, memberId);
});

export const PUT = shopRoute(async ({ db, shop, request }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  return saveCheckoutStorage(db, shop.id, memberId, await parseBody(request, MemberStorageBodySchema));
});
