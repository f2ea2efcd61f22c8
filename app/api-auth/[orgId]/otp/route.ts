import { SendOtpBodySchema } from '@/lib/api/contract';
import { clientAddress } from '@/lib/server/auth/clientAddress';
import { orgRoute } from '@/lib/server/http/orgRoute';
import { sendOtp } from '@/lib/server/auth/otp';
import { parseBody } from '@/lib/server/http/route';

export const POST = orgRoute(async ({ db, org, request }) =>
  sendOtp(db, org, await parseBody(request, SendOtpBodySchema), clientAddress(request.headers)),
);
