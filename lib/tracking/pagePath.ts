import { CVS_CALLBACK_PATH } from '@/lib/checkout/storeMap';

/** The sign-in screens, the auth host's included (lib/member/paths.ts). */
const SIGN_IN_PREFIX = '/auth/';

/**
 * The path a PageView reports: the address bar's path and query. A store-map return carries its
 * session token in the query, and a sign-in its state and one-time grant code: those stay out of
 * analytics, so only their path is reported.
 */
export function pageViewPath(pathname: string, search: string): string {
  const secretQuery = pathname === CVS_CALLBACK_PATH || pathname.startsWith(SIGN_IN_PREFIX);
  return secretQuery ? pathname : pathname + search;
}
