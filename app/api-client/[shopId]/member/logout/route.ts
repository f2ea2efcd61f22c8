import { requireMember } from '@/lib/server/auth/bearer';
import { endSession } from '@/lib/server/auth/sessions';
import { shopRoute } from '@/lib/server/http/route';

export const POST = shopRoute(async ({ db, shop, request }) =>
  endSession(db, await requireMember(db, request, shop.id)),
);
