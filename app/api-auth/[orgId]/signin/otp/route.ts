import { OtpSigninBodySchema } from '@/lib/api/contract';
import { signinWithOtp } from '@/lib/server/auth/accounts';
import { orgRoute } from '@/lib/server/http/orgRoute';
import { parseBody } from '@/lib/server/http/route';

export const POST = orgRoute(async ({ db, org, request }) =>
  signinWithOtp(db, org.id, await parseBody(request, OtpSigninBodySchema)),
);
