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

/** The host name a redirect goes to, or null for anything but an http(s) address with a plain host. */
export function redirectHost(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return normalizeHost(url.host);
}
