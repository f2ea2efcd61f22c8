import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { HttpError } from '../http/errors';
import { findUser, type UserRow } from '../members/users';
import { findLiveToken, type TokenRow } from './tokens';

export const SIGN_IN_AGAIN = '請重新登入';

const signInAgain = () => new HttpError(401, SIGN_IN_AGAIN);

/** The secret of an `Authorization: Bearer …` header, or null. */
export function bearerSecret(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

export type UserSession = { token: TokenRow; user: UserRow };
export type MemberSession = UserSession & { memberId: number; shopId: number };

/** The user behind a live user token of this organisation; anything else is a 401. */
export async function requireUser(db: Db, request: Request, orgId: number): Promise<UserSession> {
  const token = await findLiveToken(db, bearerSecret(request.headers) ?? '', 'user');
  if (!token || token.orgId !== orgId || !token.userId) throw signInAgain();
  const user = await findUser(db, token.userId);
  if (!user || user.orgId !== orgId) throw signInAgain();
  return { token, user };
}

/**
 * The member behind a live member token. With a shop, the token must be that shop's: a token never
 * opens another shop, even one of the same organisation. Without one (the /user calls), the token's
 * own shop is meant.
 */
export async function requireMember(db: Db, request: Request, shopId?: number): Promise<MemberSession> {
  const token = await findLiveToken(db, bearerSecret(request.headers) ?? '', 'member');
  if (!token || !token.shopId || !token.userId) throw signInAgain();
  if (shopId !== undefined && token.shopId !== shopId) throw signInAgain();
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.shopId, token.shopId), eq(members.userId, token.userId)));
  const user = await findUser(db, token.userId);
  if (!member || !user) throw signInAgain();
  return { token, user, memberId: member.id, shopId: token.shopId };
}

export function refuseBanned(user: UserRow): void {
  if (user.banAt) throw new HttpError(403, '此帳號已停用，請聯絡商店客服');
}
