import { CALLBACK_PATH } from './paths';

/** sessionStorage: the state sent to the auth host, checked when the shopper comes back. */
export const AUTH_STATE_KEY = 'authState';
/** sessionStorage: what the shopper was doing when the sign-in started (spec §4). */
export const LAST_ACTION_KEY = 'lastAction';

const STATE_BYTES = 16;

/** 16 random bytes as hex: unguessable, so a forged callback cannot ride on this tab's sign-in. */
export function randomState(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return Array.from(random(new Uint8Array(STATE_BYTES)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const callbackUri = (origin: string) => `${origin}${CALLBACK_PATH}`;

/**
 * The auth host's sign-in screen for this shop. The host may be given without an origin (the built-in
 * auth host is this app itself, under /auth).
 */
export function authorizeUrl(authHost: string, origin: string, state: string): string {
  const query = new URLSearchParams({ redirect_uri: callbackUri(origin), state });
  return `${authHostBase(authHost, origin)}/login?${query}`;
}

/** The auth host's sign-out (spec §4), asked to come back to this shop's home. */
export function signOutUrl(authHost: string, origin: string): string {
  const query = new URLSearchParams({ redirect_uri: `${origin}/` });
  return `${authHostBase(authHost, origin)}/signout?${query}`;
}

const authHostBase = (authHost: string, origin: string) => new URL(authHost, origin).href.replace(/\/+$/, '');

/**
 * Where the auth host's sign-out goes afterwards: the return address when it is on the auth host's
 * own site, else that site's home. The address comes from a query anyone can write, so another
 * site, another scheme (`javascript:`) or a broken address never gets through.
 */
export function signOutReturn(redirectUri: string | null, origin: string): string {
  const home = `${origin}/`;
  if (!redirectUri) return home;
  try {
    const url = new URL(redirectUri);
    return url.origin === origin ? url.href : home;
  } catch {
    return home;
  }
}

/** The state came back unchanged from this tab's own sign-in. */
export const stateMatches = (received: string | null, stored: string | null) =>
  Boolean(received && stored && received === stored);
