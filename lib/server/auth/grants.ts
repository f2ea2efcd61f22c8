import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, grantCodes, shopDomains, shops } from '../db/schema';
import { badRequest } from '@/lib/server/kernel/errors';
import type { ShopRef } from '../shops/find';
import { requireModule } from '../shops/modules';
import { issueMemberToken } from '../members/memberTokens';
import { findUser } from '../members/users';
import { refuseBanned, type UserSession } from './bearer';
import { clock } from './clock';
import { GRANT_MESSAGES, GRANT_TTL_MS, grantProblem, callbackHost } from './grantRules';
import { hashSecret, newSecret, revokeToken } from './tokens';

const BAD_REDIRECT = '不允許的轉址網址';

async function hostBelongs(db: Db, host: string, where: { orgId: number } | { shopId: number }) {
  const [row] = await db
    .select({ shopId: shopDomains.shopId })
    .from(shopDomains)
    .innerJoin(shops, eq(shops.id, shopDomains.shopId))
    .where(
      and(
        eq(shopDomains.domain, host),
        'orgId' in where ? eq(shops.orgId, where.orgId) : eq(shops.id, where.shopId),
      ),
    );
  return !!row;
}

/** A one-time code for the shop's callback; only the organisation's own shop hosts may receive one. */
export async function createGrant(
  db: Db,
  session: UserSession,
  redirectUri: string,
): Promise<{ code: string }> {
  refuseBanned(session.user);
  const host = callbackHost(redirectUri);
  if (!host || !(await hostBelongs(db, host, { orgId: session.token.orgId }))) throw badRequest(BAD_REDIRECT);
  const code = newSecret();
  const now = clock.now();
  await db.insert(grantCodes).values({
    codeHash: hashSecret(code),
    orgId: session.token.orgId,
    userId: session.user.id,
    userTokenId: session.token.id,
    redirectUri,
    expiresAt: new Date(now.getTime() + GRANT_TTL_MS),
    createdAt: now,
  });
  return { code };
}

/** A replayed code means it leaked: what it gave the first time is taken back. */
async function revokeIssuedBy(db: Db, grantId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authTokens.grantId, grantId), isNull(authTokens.revokedAt)));
}

/** Exchanges a grant code at the shop whose callback received it, once, for a member token. */
export async function exchangeGrant(
  db: Db,
  shop: ShopRef,
  claim: { code: string; redirectUri: string },
): Promise<{ memberToken: string }> {
  await requireModule(db, shop.id, 'member');
  const [grant] = await db
    .select()
    .from(grantCodes)
    .where(eq(grantCodes.codeHash, hashSecret(claim.code)));
  if (!grant) throw badRequest(GRANT_MESSAGES.redirect);
  const problem = grantProblem(grant, { orgId: shop.orgId, redirectUri: claim.redirectUri }, clock.now());
  if (problem === 'used') await revokeIssuedBy(db, grant.id);
  if (problem) throw badRequest(GRANT_MESSAGES[problem]);
  const host = callbackHost(claim.redirectUri);
  if (!host || !(await hostBelongs(db, host, { shopId: shop.id }))) throw badRequest(BAD_REDIRECT);

  const user = await findUser(db, grant.userId);
  if (!user) throw badRequest(GRANT_MESSAGES.redirect);
  refuseBanned(user);
  // The code is used up only together with the member token it buys: a crash between the two must
  // not leave a spent code and no session. The user token that asked for the code ends with it, as
  // when a user token is traded directly: a member token is the only session a sign-in leaves.
  const memberToken = await db.transaction(async (tx) => {
    const marked = await tx
      .update(grantCodes)
      .set({ usedAt: clock.now() })
      .where(and(eq(grantCodes.id, grant.id), isNull(grantCodes.usedAt)))
      .returning({ id: grantCodes.id });
    if (!marked.length) return null;
    if (grant.userTokenId) await revokeToken(tx, grant.userTokenId);
    return issueMemberToken(tx, shop, user.id, grant.id);
  });
  if (!memberToken) {
    await revokeIssuedBy(db, grant.id);
    throw badRequest(GRANT_MESSAGES.used);
  }
  return { memberToken };
}
