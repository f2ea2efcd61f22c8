import { clientAddress } from '@/lib/server/auth/clientAddress';
import { consoleShopRoute } from '@/lib/server/console/route';
import { sendStaffCode, StaffCodeBodySchema } from '@/lib/server/console/session';
import { parseBody } from '@/lib/server/http/route';

/** POST /api-admin/{shopId}/session/code `{phone}`: a sign-in code to a staff member's phone. */
export const POST = consoleShopRoute(async ({ db, request, shop }) =>
  sendStaffCode(db, shop, await parseBody(request, StaffCodeBodySchema), clientAddress(request.headers)),
);
