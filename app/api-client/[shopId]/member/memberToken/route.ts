import { requireUser } from '@/lib/server/auth/bearer';
import { shopRoute } from '@/lib/server/http/route';
import { memberTokenForUser } from '@/lib/server/members/memberTokens';

export const POST = shopRoute(async ({ db, shop, request }) =>
  memberTokenForUser(db, shop, await requireUser(db, request, shop.orgId)),
);
