import { MEMBER_TOKEN_KEY, USER_TOKEN_KEY } from '@/lib/serving/contract';

/** Storage keys of the two session tokens (spec §9); the front cache reads the member cookie too. */
export { MEMBER_TOKEN_KEY, USER_TOKEN_KEY };

/** A 401 signs the shopper out after this delay, so the message that caused it can be read (spec §9). */
export const SIGN_OUT_DELAY_MS = 1200;

type SignOut = () => void;
let signOut: SignOut = () => {};
let pending: ReturnType<typeof setTimeout> | null = null;

/** The members feature installs the real sign-out; until then a 401 only clears nothing. */
export function setSignOutHandler(handler: SignOut): void {
  signOut = handler;
}

export function scheduleSignOut(): void {
  if (typeof window === 'undefined' || pending) return;
  pending = setTimeout(() => {
    pending = null;
    signOut();
  }, SIGN_OUT_DELAY_MS);
}

export function readToken(key: typeof MEMBER_TOKEN_KEY | typeof USER_TOKEN_KEY): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
