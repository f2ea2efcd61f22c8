import type { z } from 'zod';
import type {
  OtpPurpose,
  OtpSigninBodySchema,
  ResetPasswordBodySchema,
  SigninBodySchema,
  SignupBodySchema,
  UserTokenResultSchema,
} from '@/lib/api/contract';
import type { Db } from '../db/client';
import { badRequest, DomainError } from '@/lib/server/kernel/errors';
import { createUser, findUserByPhone, setPasswordHash } from '../members/users';
import { refuseBanned } from './bearer';
import { hashQueue } from './hashQueue';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { hitLimit, LIMITS } from './rateLimit';
import {
  findLiveToken,
  issueToken,
  revokeToken,
  revokeUserTokens,
  type DbOrTx,
  type TokenRow,
} from './tokens';

type UserTokenResult = z.infer<typeof UserTokenResultSchema>;

const PROOF_INVALID = '手機驗證已失效，請重新取得驗證碼';
const WRONG_CREDENTIALS = '手機號碼或密碼錯誤';
const NOT_REGISTERED = '此手機號碼尚未註冊，請先註冊';
const ALREADY_REGISTERED = '此手機號碼已註冊，請直接登入';

/**
 * A live phone_verify token of the organisation for one of the purposes. It is not used up here:
 * a refused sign-up (phone registered) leaves it for the sign-in that follows, and the other way round.
 */
export async function phoneProof(
  db: DbOrTx,
  orgId: number,
  secret: string,
  purposes: OtpPurpose[],
): Promise<TokenRow> {
  const token = await findLiveToken(db, secret, 'phone_verify');
  if (!token || token.orgId !== orgId || !token.phone || !purposes.includes(token.purpose as OtpPurpose)) {
    throw badRequest(PROOF_INVALID);
  }
  return token;
}

export async function spendProof(db: DbOrTx, proof: TokenRow): Promise<void> {
  if (!(await revokeToken(db, proof.id))) throw badRequest(PROOF_INVALID);
}

const userToken = (db: DbOrTx, orgId: number, userId: number) =>
  issueToken(db, { kind: 'user', orgId, userId });

/** Both a sign-up and a sign-in code prove the phone, so either starts an account. */
const SIGN_IN_PURPOSES: OtpPurpose[] = ['signup', 'login'];

export async function signup(
  db: Db,
  orgId: number,
  body: z.output<typeof SignupBodySchema>,
  address: string,
): Promise<UserTokenResult> {
  if (body.password) hashQueue.refuseWhenFull();
  await hitLimit(db, `signup:address:${address}`, LIMITS.signupPerAddress);
  const proof = await phoneProof(db, orgId, body.phoneVerifyToken, SIGN_IN_PURPOSES);
  // Before the hash: a registered phone costs a lookup, not a hash (the insert below still settles a race).
  if (await findUserByPhone(db, orgId, proof.phone!)) throw new DomainError('conflict', ALREADY_REGISTERED);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return db.transaction(async (tx) => {
    const created = await createUser(tx, orgId, proof.phone!, passwordHash);
    if (created === null) throw new DomainError('conflict', ALREADY_REGISTERED);
    await spendProof(tx, proof);
    return { userToken: await userToken(tx, orgId, created), isNew: true };
  });
}

export async function signin(
  db: Db,
  orgId: number,
  body: z.output<typeof SigninBodySchema>,
  address: string,
): Promise<UserTokenResult> {
  hashQueue.refuseWhenFull();
  await hitLimit(db, `signin:address:${address}`, LIMITS.signinPerAddress);
  await hitLimit(db, `signin:phone:${orgId}:${body.phone}`, LIMITS.signinPerPhone);
  const user = await findUserByPhone(db, orgId, body.phone);
  // An unknown phone costs the same hash as a known one, so timing does not tell which phones exist.
  const matches = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !matches) throw new DomainError('unauthorized', WRONG_CREDENTIALS);
  refuseBanned(user);
  return { userToken: await userToken(db, orgId, user.id), isNew: false };
}

export async function signinWithOtp(
  db: Db,
  orgId: number,
  body: z.output<typeof OtpSigninBodySchema>,
): Promise<UserTokenResult> {
  const proof = await phoneProof(db, orgId, body.phoneVerifyToken, SIGN_IN_PURPOSES);
  const user = await findUserByPhone(db, orgId, proof.phone!);
  if (!user) throw new DomainError('not_found', NOT_REGISTERED);
  refuseBanned(user);
  // Spent only together with the session it buys, as at sign-up.
  return db.transaction(async (tx) => {
    await spendProof(tx, proof);
    return { userToken: await userToken(tx, orgId, user.id), isNew: false };
  });
}

/** Forgot password: a new password, and every earlier session of the account ends. */
export async function resetPassword(
  db: Db,
  orgId: number,
  body: z.output<typeof ResetPasswordBodySchema>,
  address: string,
): Promise<UserTokenResult> {
  hashQueue.refuseWhenFull();
  await hitLimit(db, `reset:address:${address}`, LIMITS.resetPerAddress);
  const proof = await phoneProof(db, orgId, body.phoneVerifyToken, ['reset']);
  const user = await findUserByPhone(db, orgId, proof.phone!);
  if (!user) throw new DomainError('not_found', NOT_REGISTERED);
  refuseBanned(user);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await spendProof(tx, proof);
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserTokens(tx, user.id);
    return { userToken: await userToken(tx, orgId, user.id), isNew: false };
  });
}
