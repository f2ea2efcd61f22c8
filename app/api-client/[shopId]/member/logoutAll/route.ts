import { requireMember } from '@/lib/server/auth/bearer';
import { endAllSessions } from '@/lib/server/auth/sessions';
import { shopRoute } from '@/lib/server/http/route';

export const POST = shopRoute(async ({ db, shop, request }) => {
  const { user } = await requireMember(db, request, shop.id);
  return endAllSessions(db, user.id);
});
