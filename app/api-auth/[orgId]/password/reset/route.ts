import { ResetPasswordBodySchema } from '@/lib/api/contract';
import { resetPassword } from '@/lib/server/auth/accounts';
import { clientAddress } from '@/lib/server/auth/clientAddress';
import { orgRoute } from '@/lib/server/http/orgRoute';
import { parseBody } from '@/lib/server/http/route';

export const POST = orgRoute(async ({ db, org, request }) =>
  resetPassword(
    db,
    org.id,
    await parseBody(request, ResetPasswordBodySchema),
    clientAddress(request.headers),
  ),
);
