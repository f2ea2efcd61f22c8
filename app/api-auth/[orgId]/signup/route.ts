import { SignupBodySchema } from '@/lib/api/contract';
import { signup } from '@/lib/server/auth/accounts';
import { clientAddress } from '@/lib/server/auth/clientAddress';
import { orgRoute } from '@/lib/server/http/orgRoute';
import { parseBody } from '@/lib/server/http/route';

export const POST = orgRoute(async ({ db, org, request }) =>
  signup(db, org.id, await parseBody(request, SignupBodySchema), clientAddress(request.headers)),
);
