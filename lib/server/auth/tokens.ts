import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { authTokens, type TokenKind } from '../db/schema';
import { clock } from './clock';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  member: 30 * 24 * 3600_000,
  user: 3600_000,
  phone_verify: 10 * 60_000,
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

/** The live token of that kind behind a secret, or null (unknown, expired, revoked, other kind). */
export async function findLiveToken(db: DbOrTx, secret: string, kind: TokenKind): Promise<TokenRow | null> {
  if (!secret || secret.length > 200) return null;
  const [row] = await db
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashSecret(secret)));
  if (!row || row.kind !== kind || row.revokedAt) return null;
  return row.expiresAt.getTime() > clock.now().getTime() ? row : null;
}

/** Revokes one token; false when it was revoked already (another request used it first). */
export async function revokeToken(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
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
