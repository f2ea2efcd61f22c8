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
  const base = new URL(authHost, origin).href.replace(/\/+$/, '');
  const query = new URLSearchParams({ redirect_uri: callbackUri(origin), state });
  return `${base}/login?${query}`;
}

/** The state came back unchanged from this tab's own sign-in. */
export const stateMatches = (received: string | null, stored: string | null) =>
  Boolean(received && stored && received === stored);
