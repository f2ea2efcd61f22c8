import 'server-only';
import {
  ADMIN_API_PREFIX,
  CONSOLE_DEVICE_KEY,
  CONSOLE_PATH,
  CONSOLE_REFRESH_KEY,
  CONSOLE_TOKEN_KEY,
} from '@/lib/console/names';
import { findShop } from '../shops/find';
import { parse, route, ShopIdSchema, type RouteInput } from '../http/route';
import type { ShopRef } from '../shops/find';
import type { ConsoleArea } from '../staff/roles';
import { requireStaff, type ConsoleTokens, type StaffSession } from '../staff/session';

export type ConsoleRouteInput = RouteInput & { shop: ShopRef };

/** No console answer is kept by any cache: they are one staff member's, and change with every action. */
const NO_STORE = { 'cache-control': 'no-store' };

function noStore(response: Response): Response {
  response.headers.set('cache-control', 'no-store');
  return response;
}

/** A console endpoint of a shop, before sign-in: the shop is loaded (404 if unknown). */
export function consoleShopRoute<T>(fn: (input: ConsoleRouteInput) => Promise<T>) {
  return async (
    request: Request,
    context: { params: Promise<Record<string, string | string[] | undefined>> },
  ) =>
    noStore(
      await route(async (input) => {
        const shop = await findShop(input.db, parse(ShopIdSchema, input.params.shopId, '商店編號'));
        return fn({ ...input, shop });
      })(request, context),
    );
}

/** A console endpoint for signed-in staff whose role may use the area (403 otherwise). */
export function consoleRoute<T>(
  area: ConsoleArea,
  fn: (input: ConsoleRouteInput & { session: StaffSession }) => Promise<T>,
) {
  return consoleShopRoute(async (input) =>
    fn({ ...input, session: await requireStaff(input.db, input.request, input.shop, area) }),
  );
}

const secure = (request: Request) =>
  new URL(request.url).protocol === 'https:' || process.env.PUBLIC_ORIGIN?.startsWith('https:') === true;

function cookie(
  name: string,
  value: string,
  options: { maxAge: number; path: string; httpOnly: boolean; secure: boolean },
) {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    'SameSite=Strict',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The answer to a sign-in or refresh: the bearer and its lifetime in the body, and in a cookie scoped
 * to the console's pages (`/admin`), which their scripts read: the shop's own pages, and any script a
 * shop adds to them (Tag Manager), never see it. The refresh token, and a sign-in's remembered
 * device (device.ts), only in httpOnly cookies scoped to the console API.
 */
export function tokensResponse(request: Request, tokens: ConsoleTokens): Response {
  const headers = new Headers(NO_STORE);
  const isSecure = secure(request);
  headers.append(
    'set-cookie',
    cookie(CONSOLE_TOKEN_KEY, tokens.token, {
      maxAge: tokens.expiresIn,
      path: CONSOLE_PATH,
      httpOnly: false,
      secure: isSecure,
    }),
  );
  headers.append(
    'set-cookie',
    cookie(CONSOLE_REFRESH_KEY, tokens.refreshToken, {
      maxAge: tokens.refreshExpiresIn,
      path: ADMIN_API_PREFIX,
      httpOnly: true,
      secure: isSecure,
    }),
  );
  if (tokens.device) {
    headers.append(
      'set-cookie',
      cookie(CONSOLE_DEVICE_KEY, tokens.device.token, {
        maxAge: tokens.device.expiresIn,
        path: ADMIN_API_PREFIX,
        httpOnly: true,
        secure: isSecure,
      }),
    );
  }
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ token: tokens.token, expiresIn: tokens.expiresIn }), { headers });
}

/**
 * Sign-out's answer: the session's two cookies cleared. The remembered device stays: it signs no one
 * in, and keeps the budget of the staff member's next sign-in here.
 */
export function clearedResponse(request: Request): Response {
  const headers = new Headers(NO_STORE);
  const isSecure = secure(request);
  headers.append(
    'set-cookie',
    cookie(CONSOLE_TOKEN_KEY, '', { maxAge: 0, path: CONSOLE_PATH, httpOnly: false, secure: isSecure }),
  );
  headers.append(
    'set-cookie',
    cookie(CONSOLE_REFRESH_KEY, '', { maxAge: 0, path: ADMIN_API_PREFIX, httpOnly: true, secure: isSecure }),
  );
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ ok: true }), { headers });
}

/** A cookie of the request, by name. */
export function requestCookie(request: Request, name: string): string {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return '';
}
