import { grant } from '@/lib/api/members';
import { clearFlow, clearOtpTicket, clearResetTicket, grantRedirectUrl, loadFlow } from './authFlow';
import { AUTH_WRAPPER_PATH } from './paths';
import { forgetUserToken, saveUserToken } from './session';

/**
 * The auth host's last step, once it holds a user token: a one-time grant code for the shop that
 * asked, and back to its callback. Without a flow (a screen opened directly) the shop's AuthWrapper
 * starts one, and the login screen then comes back here with the stored token. Resolves with a
 * message when the code could not be had; otherwise the page is already leaving.
 */
export async function returnToShop(orgId: number, userToken: string): Promise<string | null> {
  saveUserToken(userToken);
  const flow = loadFlow();
  if (!flow) {
    window.location.assign(AUTH_WRAPPER_PATH);
    return null;
  }
  const [result, error] = await grant(orgId, userToken, flow.redirectUri);
  if (error !== null) {
    forgetUserToken();
    return error.msg;
  }
  clearFlow();
  clearOtpTicket();
  clearResetTicket();
  // Replaced, not pushed: Back from the shop should not land on a spent sign-in screen.
  window.location.replace(grantRedirectUrl(flow.redirectUri, result.code, flow.state));
  return null;
}
