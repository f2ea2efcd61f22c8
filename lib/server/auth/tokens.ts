import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { readPart, row, value, type Arg, type Part } from '../db/oneStatement';
import { authTokens, type TokenKind } from '../db/schema';
import { clock } from './clock';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  member: 30 * 24 * 3600_000,
  user: 3600_000,
  phone_verify: 10 * 60_000,
  // The console's: a short-lived bearer, renewed by a refresh token kept in an httpOnly cookie.
  staff: 15 * 60_000,
  staff_refresh: 7 * 24 * 3600_000,
  // Renewed by every sign-in on the device: a device used every quarter stays remembered.
  staff_device: 90 * 24 * 3600_000,
};

/** 32 random bytes, URL-safe: the token travels in headers, cookies and query strings. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export type { DbOrTx } from '../db/client';

export type NewToken = {
  kind: TokenKind;
  orgId: number;
  shopId?: number;
  userId?: number;
  phone?: string;
  purpose?: string;
  grantId?: number;
  staffId?: number;
};

export async function issueToken(db: DbOrTx, token: NewToken): Promise<string> {
  const secret = newSecret();
  const now = clock.now();
  await db.insert(authTokens).values({
    ...token,
    tokenHash: hashSecret(secret),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[token.kind]),
    createdAt: now,
  });
  return secret;
}

export type TokenRow = typeof authTokens.$inferSelect;

/** A secret no token can have: empty, or longer than any we issue. Never looked up. */
export const unusable = (secret: string) => !secret || secret.length > 200;

/** The token row behind a secret, live or not, as a part of a combined read (null for an unusable secret). */
function tokenPart(secret: string): Part<TokenRow | null> {
  if (unusable(secret)) return value(sql`null`.mapWith(() => null));
  return tokenByHashPart(hashSecret(secret));
}

/** The token row with this hash, live or not, as a part of a combined read. */
export function tokenByHashPart(hash: Arg<string>): Part<TokenRow | null> {
  return row(getTableColumns(authTokens), sql`from ${authTokens} where ${eq(authTokens.tokenHash, hash)}`);
}

/** The token if it is live and of that kind; null when unknown, expired, revoked or of another kind. */
export function liveToken(row: TokenRow | null, kind: TokenKind, now: Date): TokenRow | null {
  if (!row || row.kind !== kind || row.revokedAt) return null;
  return row.expiresAt.getTime() > now.getTime() ? row : null;
}

/** The live token of that kind behind a secret, or null (unknown, expired, revoked, other kind). */
export async function findLiveToken(db: DbOrTx, secret: string, kind: TokenKind): Promise<TokenRow | null> {
  if (unusable(secret)) return null;
  return liveToken(await readPart(db, tokenPart(secret)), kind, clock.now());
}

/**
 * Revokes one token; false when it was revoked already (another request used it first). `purpose`
 * records why, when the reason matters later (a refresh token spent by rotation).
 */
export async function revokeToken(db: DbOrTx, id: number, purpose?: string): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: clock.now(), ...(purpose === undefined ? {} : { purpose }) })
    .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

/** Signs a user out everywhere (after a password reset). */
export async function revokeUserTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/**
 * Revokes a staff member's live tokens: of the kinds given, and with `hashes` only those presented.
 * Answers how many it revoked.
 */
export async function revokeStaffTokens(
  db: DbOrTx,
  staffId: number,
  which: { kinds?: TokenKind[]; hashes?: string[] },
): Promise<number> {
  if (which.hashes?.length === 0 || which.kinds?.length === 0) return 0;
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(authTokens.staffId, staffId),
        which.kinds && inArray(authTokens.kind, which.kinds),
        which.hashes && inArray(authTokens.tokenHash, which.hashes),
        isNull(authTokens.revokedAt),
      ),
    )
    .returning({ id: authTokens.id });
  return revoked.length;
}
