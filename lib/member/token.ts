import { MEMBER_TOKEN_KEY } from '@/lib/api/session';

/**
 * Whether a member token is stored, as a subscribable value for useSyncExternalStore. The members
 * issue writes and clears the token; other tabs are followed through the storage event.
 */
export function subscribeMemberToken(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === MEMBER_TOKEN_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function hasMemberToken(): boolean {
  try {
    return Boolean(window.localStorage.getItem(MEMBER_TOKEN_KEY));
  } catch {
    return false;
  }
}

export const hasMemberTokenOnServer = () => false;
