import { getAuthHost } from '@/lib/api/members';
import { clearCart } from '@/lib/cart/store';
import { signOutReturn, signOutUrl } from './authorize';
import { clearTokens } from './session';

/**
 * Signs the shopper out of this shop's storefront (spec §4): tokens (storage and cookies) and cart
 * are cleared here at once, so nothing signed-in survives even if the next page fails to load; then
 * the auth host's sign-out, which ends its own session and comes back to this shop's home. When the
 * auth host cannot be had the shopper is told (spec §8) and lands home, signed out all the same.
 */
export async function signOut(shopId: number): Promise<void> {
  clearTokens();
  clearCart(shopId);
  const [authHost, error] = await getAuthHost(shopId);
  if (error !== null) {
    window.alert(error);
    window.location.assign(signOutReturn(null, window.location.origin));
    return;
  }
  // A full page load, so that nothing of the signed-in session survives in memory.
  window.location.assign(signOutUrl(authHost.host, window.location.origin));
}
