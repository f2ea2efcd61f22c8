import { GrantBodySchema } from '@/lib/api/contract';
import { requireUser } from '@/lib/server/auth/bearer';
import { createGrant } from '@/lib/server/auth/grants';
import { orgRoute } from '@/lib/server/http/orgRoute';
import { parseBody } from '@/lib/server/http/route';

export const POST = orgRoute(async ({ db, org, request }) => {
  const session = await requireUser(db, request, org.id);
  return createGrant(db, session, (await parseBody(request, GrantBodySchema)).redirectUri);
});
