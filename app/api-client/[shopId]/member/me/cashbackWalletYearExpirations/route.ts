import { requireMember } from '@/lib/server/auth/bearer';
import { shopRoute } from '@/lib/server/http/route';
import { cashbackExpirations } from '@/lib/server/members/cashbackWallet';

export const GET = shopRoute(async ({ db, shop, request }) =>
  cashbackExpirations(db, shop.id, (await requireMember(db, request, shop.id)).memberId),
);
