import { MEMBER_TOKEN_KEY, readToken } from '@/lib/api/session';

// Reading the token lives apart from ./session, which writes it with a cookie library: the top bar
// reads it on every page and needs none of that.

/** Same-tab notice of a token change; other tabs hear the storage event instead. */
export const TOKEN_CHANGE_EVENT = 'member-token-change';

export function hasMemberToken(): boolean {
  return Boolean(readToken(MEMBER_TOKEN_KEY));
}

/**
 * Whether a member token is stored, as a subscribable value for useSyncExternalStore: this tab's
 * sign-in and sign-out announce themselves, other tabs are followed through the storage event.
 */
export function subscribeMemberToken(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === MEMBER_TOKEN_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(TOKEN_CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(TOKEN_CHANGE_EVENT, listener);
  };
}

export const hasMemberTokenOnServer = () => false;
