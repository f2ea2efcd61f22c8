import { requireMember } from '@/lib/server/auth/bearer';
import { shopRoute } from '@/lib/server/http/route';
import { cashbackBalance } from '@/lib/server/members/cashbackWallet';

export const GET = shopRoute(async ({ db, shop, request }) =>
  cashbackBalance(db, shop.id, (await requireMember(db, request, shop.id)).memberId),
);
