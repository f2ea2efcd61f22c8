import { MEMBER_TOKEN_KEY } from '@/lib/api/session';
import { TOKEN_CHANGE_EVENT } from './session';

export { hasMemberToken } from './session';

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
