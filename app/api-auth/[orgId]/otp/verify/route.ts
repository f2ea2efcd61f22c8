import { VerifyOtpBodySchema } from '@/lib/api/contract';
import { clientAddress } from '@/lib/server/auth/clientAddress';
import { orgRoute } from '@/lib/server/http/orgRoute';
import { verifyOtp } from '@/lib/server/auth/otp';
import { parseBody } from '@/lib/server/http/route';

export const POST = orgRoute(async ({ db, org, request }) =>
  verifyOtp(db, org.id, await parseBody(request, VerifyOtpBodySchema), clientAddress(request.headers)),
);
