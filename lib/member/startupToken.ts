/**
 * What startup does with a user token (spec §1, §6): it is restored from its cookie and, when the
 * shopper is not a member of this shop yet, exchanged for a member token (which removes it, spec §4).
 * The auth host's own screens are left alone: there the user token is the sign-in in progress, which
 * they turn into a grant for the shop that asked.
 */
export type StartupTokenStep = { action: 'none' } | { action: 'exchange'; userToken: string };

const AUTH_SCREENS_PREFIX = '/auth/';

export function startupTokenStep({
  cookieToken,
  storedToken,
  memberToken,
  path,
}: {
  cookieToken: string | null;
  storedToken: string | null;
  memberToken: string | null;
  path: string;
}): StartupTokenStep {
  const userToken = cookieToken || storedToken;
  if (!userToken || memberToken || path.startsWith(AUTH_SCREENS_PREFIX)) return { action: 'none' };
  return { action: 'exchange', userToken };
}

/** One cookie's value from a `document.cookie` string; null when absent or empty. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
