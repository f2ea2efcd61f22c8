import { MEMBER_TOKEN_KEY, USER_TOKEN_KEY } from '@/lib/api/session';
import { clearCart } from '@/lib/cart/store';

/**
 * Signs the shopper out of this shop's storefront: tokens and cart are cleared, then home.
 * The members issue adds the auth host's own sign-out before going home.
 */
export function signOut(shopId: number): void {
  try {
    window.localStorage.removeItem(MEMBER_TOKEN_KEY);
    window.localStorage.removeItem(USER_TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
  clearCart(shopId);
  // A full page load, so that nothing of the signed-in session survives in memory.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/');
}
