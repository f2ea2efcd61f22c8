import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, grantCodes } from '../db/schema';
import type { MemberSession } from './bearer';
import { clock } from './clock';
import type { DbOrTx } from './tokens';

/** Sessions are member and user tokens; a phone_verify token proves a phone and opens nothing. */
const SESSION_KINDS = ['member', 'user'] as const;

async function revokeWhere(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
    .where(and(where, inArray(authTokens.kind, SESSION_KINDS), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.length;
}

/**
 * Sign-out: the member token presented, and the user token whose grant code bought it. The exchange
 * has spent that user token already; it is named here too so that no path of a sign-in outlives it.
 */
export async function endSession(db: Db, session: MemberSession): Promise<{ ended: number }> {
  const { token } = session;
  const [grant] = token.grantId
    ? await db
        .select({ userTokenId: grantCodes.userTokenId })
        .from(grantCodes)
        .where(eq(grantCodes.id, token.grantId))
    : [];
  const ids = grant?.userTokenId ? [token.id, grant.userTokenId] : [token.id];
  return { ended: await revokeWhere(db, inArray(authTokens.id, ids)) };
}

/**
 * Every session of the account, at every shop of its organisation (an account belongs to one
 * organisation, so its id is enough), this one included.
 */
export async function endAllSessions(db: Db, userId: number): Promise<{ ended: number }> {
  return { ended: await revokeWhere(db, eq(authTokens.userId, userId)) };
}

/** Every session of the account but the one making the request: after a password change. */
export async function endOtherSessions(db: DbOrTx, userId: number, keepTokenId: number): Promise<number> {
  return revokeWhere(db, and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId)));
}
