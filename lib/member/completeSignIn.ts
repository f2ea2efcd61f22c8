import { exchangeGrantCode, getMe } from '@/lib/api/members';
import { track } from '@/lib/tracking/events';
import { AUTH_STATE_KEY, callbackUri, stateMatches } from './authorize';
import { takeLastRoute } from './lastRoute';
import { SIGNUP_INFO_PATH } from './paths';
import { saveMemberToken } from './session';

const STATE_MISMATCH = '登入驗證已失效，請重新登入';

function takeState(): string | null {
  try {
    const state = window.sessionStorage.getItem(AUTH_STATE_KEY);
    window.sessionStorage.removeItem(AUTH_STATE_KEY);
    return state;
  } catch {
    return null;
  }
}

/**
 * The callback's work: the state must be the one this tab sent (else someone else's sign-in is being
 * slipped in), then the grant code becomes this shop's member token. A new member (no name yet)
 * fills in SignupInfo first; everyone then goes back to lastRoute, or home. Resolves with a message
 * when the sign-in cannot be completed; otherwise the page is already leaving.
 */
export async function completeSignIn(shopId: number): Promise<string | null> {
  const query = new URLSearchParams(window.location.search);
  const code = query.get('code');
  // The state is good for one try, whatever the outcome.
  if (!code || !stateMatches(query.get('state'), takeState())) return STATE_MISMATCH;

  const [result, error] = await exchangeGrantCode(shopId, {
    code,
    redirectUri: callbackUri(window.location.origin),
  });
  if (error !== null) return error.msg;
  saveMemberToken(result.memberToken);
  track({ name: 'Login', payload: { method: 'phone' } });

  const [member] = await getMe(shopId);
  window.location.replace(member && !member.name ? SIGNUP_INFO_PATH : takeLastRoute());
  return null;
}
