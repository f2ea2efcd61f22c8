// What the app and the production server (lib/serving/start.ts) agree on: the names and figures both
// sides read. Plain constants with erasable types only, so that Node loads this file as it is (type
// stripping) and the app's bundles import it like any other module.

/** The shop API's paths: answers the front cache may keep, tagged by the shop id after the prefix. */
export const SHOP_API_PREFIX = '/api-client';
/** Sign-in, operator and member-token endpoints: never kept by any cache. */
export const AUTH_API_PREFIX = '/api-auth';
/** The merchant console's API (staff bearer tokens): never kept by any cache. */
export const ADMIN_API_PREFIX = '/api-admin';
/** Test hooks, answered only with STOREFRONT_TEST_HOOKS=1: never kept by any cache. */
export const TEST_API_PREFIX = '/api-test';

/**
 * The largest body any route takes. The biggest real one (an order with every field filled, a profile
 * with custom answers) is a few kilobytes; the server refuses a declared length over it before Next
 * reads a byte, and the routes count what a body without a length (or with a false one) really sends.
 */
export const MAX_REQUEST_BODY = 1024 * 1024;

/**
 * The console's two uploads take more: a picture (at most 5 MB, lib/server/media/picture.ts) and a
 * catalog file (at most 2,000,000 characters, up to 3 bytes each in UTF-8). Only these paths, and
 * only for signed-in staff: the routes check the bearer before reading the body.
 */
export const MAX_UPLOAD_BODY = 6 * 1024 * 1024;
const UPLOAD_PATH = new RegExp(`^${ADMIN_API_PREFIX}/\\d{1,10}/(?:media|catalog/import)$`);

/** The largest body a request to this path may declare. */
export const bodyLimitOf = (path: string): number =>
  UPLOAD_PATH.test(path) ? MAX_UPLOAD_BODY : MAX_REQUEST_BODY;

/** Cookie (and storage) names of the two session tokens (spec §9). */
export const MEMBER_TOKEN_KEY = 'memberToken';
export const USER_TOKEN_KEY = 'userToken';

/**
 * How long a public read or an ISR page is served before it is rendered again. `export const
 * revalidate` in app/[host]/layout.tsx must be a literal for Next to read it; its test checks that
 * literal against this.
 */
export const PUBLIC_REVALIDATE_SECONDS = 30;

/**
 * Set by the proxy on pages of shops with a Tag Manager container; the server reads it to allow
 * Tag Manager's hosts in the page's script policy, and removes it.
 */
export const TAG_MANAGER_HEADER = 'x-shop-tag-manager';

/**
 * The header that carries the client's address to the app. The server always overwrites it, so a
 * copy sent by a client never reaches a route handler.
 */
export const CLIENT_ADDRESS_HEADER = 'x-storefront-client-address';

/**
 * The PostgreSQL channel on which every server process hears of changes made elsewhere: the app
 * sends on it (lib/server/revalidate/announce.ts), the server listens (lib/serving/revalidate/listen.ts).
 */
export const CHANGES_CHANNEL = 'storefront_changes';

/**
 * `Symbol.for` names of the per-process slots where the caches listen for changes and the process
 * keeps its id: the server (lib/serving/revalidate/startHub.ts) and every bundle of the app
 * (lib/revalidate/hub.ts) each have their own copy of the code, and meet on these.
 */
export const CHANGE_LISTENERS_SLOT = 'storefront.changeListeners';
export const PROCESS_ID_SLOT = 'storefront.processId';

/** What a body declared larger than MAX_REQUEST_BODY is answered with, by the server or a route. */
export const BODY_TOO_LARGE = '請求內容過大';

/** What an address whose percent-encoding decodes to no text is answered with, by the server or the proxy. */
export const URL_MALFORMED = '網址格式不正確';

/**
 * The machine code every failed shop-API answer carries next to its message (`{ msg, code }`).
 * Clients branch on the code; the message is for people and may be reworded at any time.
 */
export const ERROR_CODES = [
  'not_found',
  'invalid',
  'unauthorized',
  'forbidden',
  'conflict',
  'too_large',
  'rate_limited',
  'unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an answer has when its error names none: what its status says. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
    case 410:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 429:
      return 'rate_limited';
    // No answer at all (the network) is the service being away too.
    case 0:
    case 502:
    case 503:
    case 504:
      return 'unavailable';
  }
  return status >= 500 ? 'internal' : 'invalid';
}

/**
 * Seconds a client is asked to wait (Retry-After) while the database or the shop API is away: by
 * the API's 503 and by the server's 503 for a page that could not be made.
 */
export const UNAVAILABLE_RETRY_SECONDS = 5;
