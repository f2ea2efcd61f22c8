import { PasswordChangeBodySchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { parseBody, route } from '@/lib/server/http/route';
import { setMemberPassword } from '@/lib/server/members/profile';

export const POST = route(async ({ db, request }) => {
  const session = await requireMember(db, request);
  return setMemberPassword(db, session, await parseBody(request, PasswordChangeBodySchema));
});
