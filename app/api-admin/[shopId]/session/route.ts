import { CONSOLE_DEVICE_KEY, CONSOLE_REFRESH_KEY } from '@/lib/console/names';
import { bearerSecret } from '@/lib/server/auth/bearer';
import { clientAddress } from '@/lib/server/auth/clientAddress';
import {
  clearedResponse,
  consoleRoute,
  consoleShopRoute,
  requestCookie,
  tokensResponse,
} from '@/lib/server/console/route';
import { signInStaff, signOutStaff, StaffSignInBodySchema } from '@/lib/server/staff/session';
import { parseBody } from '@/lib/server/http/route';

/**
 * POST /api-admin/{shopId}/session `{phone, code}`: signs a staff member in (bearer, refresh cookie,
 * and the remembered device's cookie, renewed).
 */
export const POST = consoleShopRoute(async ({ db, request, shop }) =>
  tokensResponse(
    request,
    await signInStaff(
      db,
      shop,
      await parseBody(request, StaffSignInBodySchema),
      clientAddress(request.headers),
      requestCookie(request, CONSOLE_DEVICE_KEY),
    ),
  ),
);

/** DELETE /api-admin/{shopId}/session: signs out this device (its bearer and refresh token). */
export const DELETE = consoleRoute('orders', async ({ db, request, session }) => {
  await signOutStaff(db, session, [
    bearerSecret(request.headers) ?? '',
    requestCookie(request, CONSOLE_REFRESH_KEY),
  ]);
  return clearedResponse(request);
});
