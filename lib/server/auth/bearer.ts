import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRead, row, value, type Args } from '../db/oneStatement';
import { authTokens, members, users } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { findUser, type UserRow } from '../members/users';
import { moduleOnPart, refuseClosed, type GuardedModule } from '../shops/modules';
import { clock } from './clock';
import { findLiveToken, hashSecret, liveToken, tokenByHashPart, unusable, type TokenRow } from './tokens';

export const SIGN_IN_AGAIN = '請重新登入';

const signInAgain = () => new DomainError('unauthorized', SIGN_IN_AGAIN);

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
 * own shop is meant. With a module, a shop that has it switched off refuses first, whoever asks.
 */
export async function requireMember(
  db: Db,
  request: Request,
  shopId?: number,
  module?: GuardedModule,
): Promise<MemberSession> {
  const secret = bearerSecret(request.headers) ?? '';
  const read = await sessionRead(
    db,
    { module: module && shopId !== undefined ? module : null, usable: !unusable(secret) },
    { shopId: shopId ?? 0, tokenHash: hashSecret(secret) },
  );
  if (module) refuseClosed(read.open, module);
  const token = liveToken(read.token, 'member', clock.now());
  if (!token || !token.shopId || !token.userId) throw signInAgain();
  if (shopId !== undefined && token.shopId !== shopId) throw signInAgain();
  const { member, user } = read;
  if (!member || !user) throw signInAgain();
  return { token, user, memberId: member.id, shopId: token.shopId };
}

type SessionArgs = { shopId: number; tokenHash: string };

/**
 * The token, its member and its user (and the module's switch) in one statement, built once per
 * shape. The member and user are those of the token's row whatever it holds; they count only once
 * the token passed.
 */
const sessionRead = preparedRead(
  (a: Args<SessionArgs>, shape: { module: GuardedModule | null; usable: boolean }) => {
    const ofToken = (column: typeof authTokens.shopId | typeof authTokens.userId) =>
      sql`(select ${column} from ${authTokens} where ${eq(authTokens.tokenHash, a.tokenHash)})`;
    return {
      open: shape.module ? moduleOnPart(a.shopId, shape.module) : value(sql`true`.mapWith(Boolean)),
      token: shape.usable
        ? tokenByHashPart(a.tokenHash)
        : value(sql`null`.mapWith((): TokenRow | null => null)),
      member: row(
        { id: members.id },
        sql`from ${members} where ${and(eq(members.shopId, ofToken(authTokens.shopId)), eq(members.userId, ofToken(authTokens.userId)))}`,
      ),
      user: row(getTableColumns(users), sql`from ${users} where ${eq(users.id, ofToken(authTokens.userId))}`),
    };
  },
);

export function refuseBanned(user: UserRow): void {
  if (user.banAt) throw new DomainError('forbidden', '此帳號已停用，請聯絡商店客服');
}
