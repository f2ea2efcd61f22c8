import { CALLBACK_PATH } from '@/lib/member/paths';
import { normalizeHost } from '@/lib/tenancy/host';

export const GRANT_TTL_MS = 5 * 60_000;

export type GrantRow = { orgId: number; redirectUri: string; expiresAt: Date; usedAt: Date | null };
export type GrantProblem = 'used' | 'expired' | 'redirect' | 'org';

/**
 * Why a grant code cannot be exchanged, or null when it can. A used code is reported first: a replay
 * is the case that matters, whatever else is wrong with it.
 */
export function grantProblem(
  grant: GrantRow,
  claim: { orgId: number; redirectUri: string },
  now: Date,
): GrantProblem | null {
  if (grant.usedAt) return 'used';
  if (now.getTime() >= grant.expiresAt.getTime()) return 'expired';
  if (grant.redirectUri !== claim.redirectUri) return 'redirect';
  if (grant.orgId !== claim.orgId) return 'org';
  return null;
}

export const GRANT_MESSAGES: Record<GrantProblem, string> = {
  used: '授權碼已使用過，請重新登入',
  expired: '授權碼已過期，請重新登入',
  redirect: '授權碼無效，請重新登入',
  org: '授權碼無效，請重新登入',
};

/** Names that reach only this machine: development serves them on any port. */
const LOCAL_NAME = /^(?:localhost|127\.0\.0\.1)$|\.localhost$/;

/**
 * The host of a shop's sign-in callback, or null for any other address. Only the callback may receive
 * a grant code: on any other page of the shop (one that redirects on, or whose analytics and referrer
 * carry the address) the code would leak. The address must be written exactly as the callback's
 * origin followed by its path, which leaves no room for a query, a fragment, user info, another path,
 * or an encoding, case, dot segment or backslash that makes the text checked differ from what a
 * browser opens. A port is allowed on local names only: a shop's public address uses its scheme's
 * own port, and another port of its host is another service. LINE's callback is held to the same
 * rule with its own path.
 */
export function callbackHost(uri: string, path: string = CALLBACK_PATH): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (uri !== `${url.origin}${path}`) return null;
  // A trailing dot names the same host under another origin, one that holds no sign-in state.
  const host = normalizeHost(url.hostname);
  if (!host || host !== url.hostname || (url.port && !LOCAL_NAME.test(host))) return null;
  return host;
}
