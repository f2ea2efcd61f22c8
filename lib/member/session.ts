import { destroyCookie, setCookie } from 'nookies';
import { MEMBER_TOKEN_KEY, readToken, USER_TOKEN_KEY } from '@/lib/api/session';
import { TOKEN_CHANGE_EVENT } from './token';

type TokenKey = typeof MEMBER_TOKEN_KEY | typeof USER_TOKEN_KEY;

const DAY_S = 24 * 60 * 60;
/** Cookie lifetimes: the member stays signed in for a month; a user token only bridges a sign-in. */
const MAX_AGE_S: Record<TokenKey, number> = { [MEMBER_TOKEN_KEY]: 30 * DAY_S, [USER_TOKEN_KEY]: 60 * 60 };

function announce() {
  window.dispatchEvent(new Event(TOKEN_CHANGE_EVENT));
}

// The cookie copy exists for the middleware's guard (it cannot read localStorage); the API clients
// read localStorage.
function write(key: TokenKey, token: string) {
  try {
    window.localStorage.setItem(key, token);
  } catch {
    // Storage unavailable: the cookie still lets guarded pages open for this visit.
  }
  setCookie(null, key, token, {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    maxAge: MAX_AGE_S[key],
  });
}

function remove(key: TokenKey) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
  destroyCookie(null, key, { path: '/' });
}

/** A member of this shop now; the user token it came from is no longer needed (spec §4). */
export function saveMemberToken(token: string): void {
  write(MEMBER_TOKEN_KEY, token);
  remove(USER_TOKEN_KEY);
  announce();
}

export function saveUserToken(token: string): void {
  write(USER_TOKEN_KEY, token);
}

export function readUserToken(): string | null {
  return readToken(USER_TOKEN_KEY);
}

/** A user token the auth host refused: signing in again is the way on. */
export function forgetUserToken(): void {
  remove(USER_TOKEN_KEY);
}

export function clearTokens(): void {
  remove(MEMBER_TOKEN_KEY);
  remove(USER_TOKEN_KEY);
  announce();
}
