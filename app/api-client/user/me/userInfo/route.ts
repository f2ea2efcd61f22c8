import { UserInfoBodySchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { parseBody, route } from '@/lib/server/http/route';
import { updateUserInfo } from '@/lib/server/members/profile';

export const PUT = route(async ({ db, request }) => {
  const session = await requireMember(db, request);
  return updateUserInfo(db, session, await parseBody(request, UserInfoBodySchema));
});
