import { getAuthHost, logout, logoutAll } from '@/lib/api/members';
import { MEMBER_TOKEN_KEY, readToken } from '@/lib/api/session';
import { clearCart } from '@/lib/cart/store';
import { signOutReturn, signOutUrl } from './authorize';
import { clearTokens } from './session';

/**
 * How long sign-out waits for the server to end the session. Past it the shopper leaves all the
 * same: the browser has forgotten the token by then, and a slow network must not hold them here.
 */
const LOGOUT_WAIT_MS = 3000;

/**
 * Signs the shopper out of this shop's storefront (spec §4). The member token is read, then tokens
 * (storage and cookies) and cart are cleared at once, so nothing signed-in survives even if what
 * follows fails; then the server ends that token (unless `ended` says it has already), whatever its
 * answer; then the auth host's sign-out, which ends its own session and comes back to this shop's
 * home. When the auth host cannot be had the shopper is told (spec §8) and lands home, signed out
 * all the same.
 */
export async function signOut(shopId: number, { ended = false } = {}): Promise<void> {
  const memberToken = readToken(MEMBER_TOKEN_KEY);
  clearTokens();
  clearCart(shopId);
  if (memberToken && !ended) await logout(shopId, memberToken, AbortSignal.timeout(LOGOUT_WAIT_MS));
  const [authHost, error] = await getAuthHost(shopId);
  if (error !== null) {
    window.alert(error.msg);
    window.location.assign(signOutReturn(null, window.location.origin));
    return;
  }
  // A full page load, so that nothing of the signed-in session survives in memory.
  window.location.assign(signOutUrl(authHost.host, window.location.origin));
}

/**
 * 登出所有裝置: every session of the account at every shop of the organisation ends, then this
 * browser signs out. Resolves with the server's message when nothing was ended (the shopper stays,
 * told why); otherwise the page is already leaving.
 */
export async function signOutEverywhere(shopId: number): Promise<string | null> {
  const [, error] = await logoutAll(shopId);
  if (error !== null) return error.msg;
  await signOut(shopId, { ended: true });
  return null;
}
