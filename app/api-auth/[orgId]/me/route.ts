import { requireUser } from '@/lib/server/auth/bearer';
import { orgRoute } from '@/lib/server/http/orgRoute';
import { toUserMe } from '@/lib/server/members/profile';

export const GET = orgRoute(async ({ db, org, request }) =>
  toUserMe((await requireUser(db, request, org.id)).user),
);
