import { AUTH_WRAPPER_PATH, CALLBACK_PATH, SIGN_OUT_PATH } from './paths';

const LAST_ROUTE_KEY = 'lastRoute';

const BASE = 'http://lastroute.invalid';
/** Screens that would start the sign-in over again, or end it. */
const NEVER_BACK_TO = [AUTH_WRAPPER_PATH, CALLBACK_PATH, SIGN_OUT_PATH];

/**
 * The path itself when it stays on this site, else null: it comes from a query string anyone can
 * write, and is later navigated to, so `//evil.example`, `/\evil.example` (a backslash reads as a
 * slash) and control characters (which URL parsing drops) must never get through.
 */
export function safeLastRoute(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (NEVER_BACK_TO.includes(url.pathname)) return null;
  return value;
}

export function saveLastRoute(value: string | null): void {
  const safe = safeLastRoute(value);
  try {
    if (safe) window.localStorage.setItem(LAST_ROUTE_KEY, safe);
    else window.localStorage.removeItem(LAST_ROUTE_KEY);
  } catch {
    // Storage unavailable: the shopper lands on the home page instead.
  }
}

/** Where to go after signing in, read once: the next sign-in starts from a clean slate. */
export function takeLastRoute(): string {
  try {
    const value = window.localStorage.getItem(LAST_ROUTE_KEY);
    window.localStorage.removeItem(LAST_ROUTE_KEY);
    return safeLastRoute(value) ?? '/';
  } catch {
    return '/';
  }
}
