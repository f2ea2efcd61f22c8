import type { OtpPurpose } from '@/lib/api/contract';

/**
 * What the auth host's screens pass to one another, in sessionStorage: the flow of the shop that
 * asked (its redirect URI and state), the phone a code was sent to, and a verified reset. The phone
 * never goes into a URL, where it would end up in history and logs.
 */
export type AuthFlow = { redirectUri: string; state: string };
export type OtpTicket = { phone: string; purpose: OtpPurpose; resendAt: number };
export type ResetTicket = { phone: string; phoneVerifyToken: string };

const FLOW_KEY = 'authFlow';
const OTP_KEY = 'authOtp';
const RESET_KEY = 'authReset';

function read<T>(key: string, valid: (value: Partial<T>) => boolean): T | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Partial<T> | null;
    return value && typeof value === 'object' && valid(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the screens ask the shopper to start again.
  }
}

/** The flow from the login screen's query, when the shop sent one. */
export function flowFromQuery(query: URLSearchParams): AuthFlow | null {
  const redirectUri = query.get('redirect_uri');
  const state = query.get('state');
  if (!redirectUri || !state) return null;
  try {
    const { protocol } = new URL(redirectUri);
    return protocol === 'https:' || protocol === 'http:' ? { redirectUri, state } : null;
  } catch {
    return null;
  }
}

export const saveFlow = (flow: AuthFlow) => write(FLOW_KEY, flow);
export const loadFlow = () =>
  read<AuthFlow>(FLOW_KEY, (f) => typeof f.redirectUri === 'string' && typeof f.state === 'string');
export const clearFlow = () => write(FLOW_KEY, null);

export const saveOtpTicket = (ticket: OtpTicket) => write(OTP_KEY, ticket);
export const loadOtpTicket = () =>
  read<OtpTicket>(OTP_KEY, (t) => typeof t.phone === 'string' && typeof t.resendAt === 'number');
export const clearOtpTicket = () => write(OTP_KEY, null);

export const saveResetTicket = (ticket: ResetTicket) => write(RESET_KEY, ticket);
export const loadResetTicket = () =>
  read<ResetTicket>(RESET_KEY, (t) => typeof t.phone === 'string' && typeof t.phoneVerifyToken === 'string');
export const clearResetTicket = () => write(RESET_KEY, null);

/** The shop's callback with the grant code and its own state, keeping any query it already has. */
export function grantRedirectUrl(redirectUri: string, code: string, state: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set('code', code);
  url.searchParams.set('state', state);
  return url.href;
}

/** Whole seconds until a code may be sent again; 0 once it may. */
export const resendSecondsLeft = (resendAt: number, now: number) =>
  Math.max(0, Math.ceil((resendAt - now) / 1000));
