import { CONSOLE_REFRESH_KEY } from '@/lib/console/names';
import { consoleShopRoute, requestCookie, tokensResponse } from '@/lib/server/console/route';
import { refreshStaff } from '@/lib/server/staff/session';

/** POST /api-admin/{shopId}/session/refresh: a new bearer for the refresh cookie, which is spent. */
export const POST = consoleShopRoute(async ({ db, request }) =>
  tokensResponse(request, await refreshStaff(db, requestCookie(request, CONSOLE_REFRESH_KEY))),
);
