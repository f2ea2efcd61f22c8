import { authWrapperPath } from '@/lib/member/paths';

/** Pages only a member may open (spec §2 route table: Access "sign-in"). */
const GUARDED_PATHS: readonly string[] = ['/checkout', '/checkout/cvs-callback', '/profile', '/order/list'];

/**
 * Where a signed-out visit must go instead, or null when it may pass. The whole path with its query
 * rides along as lastRoute, so a shopper coming back from the store map lands on the same callback.
 * Only the presence of a token is checked here: its validity is the API's business (spec §6).
 */
export function guardRedirect(pathname: string, search: string, signedIn: boolean): string | null {
  if (signedIn) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!GUARDED_PATHS.includes(path)) return null;
  return authWrapperPath(`${pathname}${search}`);
}
