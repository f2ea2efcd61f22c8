import type { Db } from '../db/client';
import { refuseBanned, SIGN_IN_AGAIN, type UserSession } from '../auth/bearer';
import { issueToken, revokeToken, type DbOrTx } from '../auth/tokens';
import { DomainError } from '@/lib/server/kernel/errors';
import type { ShopRef } from '../shops/find';
import { requireModule } from '../shops/modules';
import { ensureMember } from './users';

/** Joins the user to the shop if needed and opens a member session there. */
export async function issueMemberToken(
  db: DbOrTx,
  shop: ShopRef,
  userId: number,
  grantId?: number,
): Promise<string> {
  await ensureMember(db, shop, userId);
  return issueToken(db, { kind: 'member', orgId: shop.orgId, shopId: shop.id, userId, grantId });
}

/**
 * Trades the user token for a member token of the shop; the user token is spent by it (spec §4). One
 * transaction: a crash or a failure after the spend must not leave the shopper with neither token.
 */
export async function memberTokenForUser(
  db: Db,
  shop: ShopRef,
  session: UserSession,
): Promise<{ memberToken: string }> {
  refuseBanned(session.user);
  await requireModule(db, shop.id, 'member');
  return db.transaction(async (tx) => {
    if (!(await revokeToken(tx, session.token.id))) throw new DomainError('unauthorized', SIGN_IN_AGAIN);
    return { memberToken: await issueMemberToken(tx, shop, session.user.id) };
  });
}
