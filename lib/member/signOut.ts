import { clearCart } from '@/lib/cart/store';
import { SIGN_OUT_PATH } from './paths';
import { clearTokens } from './session';

/**
 * Signs the shopper out of this shop's storefront: tokens (storage and cookies) and cart are cleared
 * here at once, so nothing signed-in survives even if the next page fails to load; then the auth
 * host's sign-out, which goes home.
 */
export function signOut(shopId: number): void {
  clearTokens();
  clearCart(shopId);
  // A full page load, so that nothing of the signed-in session survives in memory.
  window.location.assign(SIGN_OUT_PATH);
}
