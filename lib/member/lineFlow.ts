import type { LinePurpose } from '@/lib/api/contract';

/**
 * A LINE authorization started from this tab (its state, to check what comes back, and whether it
 * signs in or binds), and the ticket of a LINE user new to the shop, kept until a phone is verified.
 * Both live in sessionStorage: another tab's LINE answer is never taken for this one's.
 */
export type LineAttempt = { state: string; purpose: LinePurpose };

const ATTEMPT_KEY = 'lineAttempt';
const TICKET_KEY = 'lineTicket';

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the callback then asks the shopper to start again.
  }
}

export const saveLineAttempt = (attempt: LineAttempt) => write(ATTEMPT_KEY, JSON.stringify(attempt));
export function loadLineAttempt(): LineAttempt | null {
  try {
    const value = JSON.parse(read(ATTEMPT_KEY) ?? 'null') as Partial<LineAttempt> | null;
    return value &&
      typeof value.state === 'string' &&
      (value.purpose === 'signin' || value.purpose === 'bind')
      ? (value as LineAttempt)
      : null;
  } catch {
    return null;
  }
}
export const clearLineAttempt = () => write(ATTEMPT_KEY, null);

export const saveLineTicket = (ticket: string) => write(TICKET_KEY, ticket);
export const loadLineTicket = () => read(TICKET_KEY);
export const clearLineTicket = () => write(TICKET_KEY, null);

export type LineReturn =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'cancelled' }
  | { kind: 'invalid'; message: string };

export const LINE_MISMATCH = 'LINE 登入資訊不符，請重新以 LINE 登入';

/** What LINE's redirect brought back, checked against this tab's own attempt. */
export function readLineReturn(query: URLSearchParams, attempt: LineAttempt | null): LineReturn {
  const state = query.get('state');
  if (!attempt || !state || state !== attempt.state) return { kind: 'invalid', message: LINE_MISMATCH };
  if (query.get('error')) return { kind: 'cancelled' };
  const code = query.get('code');
  return code ? { kind: 'code', code, state } : { kind: 'invalid', message: LINE_MISMATCH };
}

/** Parameters are asked for when the screen opens; a state older than this is asked for anew (it lives 10 minutes). */
const LINE_PARAMS_FRESH_MS = 5 * 60_000;
export const paramsFresh = (fetchedAt: number, now: number) => now - fetchedAt < LINE_PARAMS_FRESH_MS;
