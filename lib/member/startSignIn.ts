import { getAuthHost } from '@/lib/api/members';
import { AUTH_STATE_KEY, authorizeUrl, LAST_ACTION_KEY, randomState } from './authorize';

/**
 * AuthWrapper's work (spec §4): remember the action, then off to the auth host with a fresh state
 * kept in this tab. Replaces the page, so Back from the auth host does not bounce through here.
 * Resolves with the auth host's failure message; otherwise the page is already leaving.
 */
export async function startSignIn(shopId: number, action = 'login'): Promise<string | null> {
  const [result, error] = await getAuthHost(shopId);
  if (error !== null) return error.msg;
  const state = randomState();
  try {
    window.sessionStorage.setItem(LAST_ACTION_KEY, action);
    window.sessionStorage.setItem(AUTH_STATE_KEY, state);
  } catch {
    return '瀏覽器無法儲存登入狀態，請關閉無痕模式後再試';
  }
  window.location.replace(authorizeUrl(result.host, window.location.origin, state));
  return null;
}
