/**
 * Names the console's pages, its browser code and its API share. The bearer lives in a cookie the
 * console's own scripts read (they send it as `Authorization: Bearer`); the refresh token in an
 * httpOnly cookie only the refresh endpoint receives.
 */
import { ADMIN_API_PREFIX } from '@/lib/serving/contract';

export { ADMIN_API_PREFIX };
export const CONSOLE_PATH = '/admin';
export const CONSOLE_TOKEN_KEY = 'consoleToken';
export const CONSOLE_REFRESH_KEY = 'consoleRefresh';
/** The remembered device (httpOnly, sent to the console API only): see lib/server/staff/device.ts. */
export const CONSOLE_DEVICE_KEY = 'consoleDevice';

export const consolePath = (rest = '') => `${CONSOLE_PATH}${rest}`;
export const adminApiPath = (shopId: number, rest: string) => `${ADMIN_API_PREFIX}/${shopId}${rest}`;

/**
 * Where the console's pages live in the app: `/admin/…` of a host is served from `/-console/{host}/…`
 * (proxy.ts), a tree apart from the shop's pages and their layout. No host name starts with a hyphen,
 * so no shop's own rewrite can reach it.
 */
const CONSOLE_ROUTE_ROOT = '/-console';

/** Whether a storefront path is the console's. */
export const isConsolePath = (pathname: string) =>
  pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);

/** The app path of a console address of a host: `/admin/orders` → `/-console/{host}/orders`. */
export const consoleRoutePath = (host: string, pathname: string) =>
  `${CONSOLE_ROUTE_ROOT}/${host}${pathname.slice(CONSOLE_PATH.length)}`;
