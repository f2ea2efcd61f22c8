import { CONSOLE_DEVICE_KEY } from '@/lib/console/names';
import { clientAddress } from '@/lib/server/auth/clientAddress';
import { consoleShopRoute, requestCookie } from '@/lib/server/console/route';
import { sendStaffCode, StaffCodeBodySchema } from '@/lib/server/staff/session';
import { parseBody } from '@/lib/server/http/route';

/**
 * POST /api-admin/{shopId}/session/code `{phone}`: a sign-in code to a staff member's phone; from a
 * device that staff member signed in on before (its cookie), charged to that device.
 */
export const POST = consoleShopRoute(async ({ db, request, shop }) =>
  sendStaffCode(
    db,
    shop,
    await parseBody(request, StaffCodeBodySchema),
    clientAddress(request.headers),
    requestCookie(request, CONSOLE_DEVICE_KEY),
  ),
);
