import { eq } from 'drizzle-orm';
import {
  GENDERS,
  type Member,
  type PasswordChangeBody,
  type UserInfoBody,
  type UserMe,
} from '@/lib/api/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { badRequest } from '@/lib/server/kernel/errors';
import { refuseBanned, type MemberSession } from '../auth/bearer';
import { isLineBound } from '../line/bindings';
import { changePassword } from '../auth/passwordChange';
import { checkCustomFields, isCalendarDate } from './customFields';
import { userInfoSetting } from './userInfoSetting';
import { findUser, type UserRow } from './users';

const isGender = (g: string | null): g is Member['gender'] =>
  g === null || (GENDERS as readonly string[]).includes(g);

export function toMember(memberId: number, user: UserRow, lineBound: boolean): Member {
  return {
    id: memberId,
    phone: user.phone,
    name: user.name,
    gender: isGender(user.gender) ? user.gender : null,
    birthday: user.birthday,
    address: user.address,
    email: user.email,
    custom: user.custom,
    hasPassword: !!user.passwordHash,
    bindMemberAuthLine: lineBound,
    banAt: user.banAt?.toISOString() ?? null,
  };
}

/**
 * Saves the profile (the organisation's account, so every shop of it sees the change). Custom
 * answers replace the earlier ones as a whole and are checked against the organisation's fields.
 */
export async function updateUserInfo(db: Db, session: MemberSession, body: UserInfoBody): Promise<Member> {
  refuseBanned(session.user);
  if (body.birthday && !isCalendarDate(body.birthday)) throw badRequest('生日格式為 YYYY-MM-DD');
  const { fields } = await userInfoSetting(db, session.user.orgId);
  const custom = checkCustomFields(fields, body.custom);
  if (!custom.ok) throw badRequest(custom.message);
  await db
    .update(users)
    .set({
      name: body.name,
      gender: body.gender ?? null,
      birthday: body.birthday || null,
      address: body.address || null,
      email: body.email || null,
      custom: custom.value,
    })
    .where(eq(users.id, session.user.id));
  return toMember(
    session.memberId,
    (await findUser(db, session.user.id))!,
    await isLineBound(db, session.user.id),
  );
}

export function toUserMe(user: UserRow): UserMe {
  return {
    phone: user.phone,
    name: user.name,
    hasPassword: !!user.passwordHash,
    banAt: user.banAt?.toISOString() ?? null,
  };
}

/** SetPassword after a quick sign-up, or to change it (lib/server/auth/passwordChange.ts). */
export async function setMemberPassword(
  db: Db,
  session: MemberSession,
  body: PasswordChangeBody,
): Promise<Member> {
  await changePassword(db, session, body);
  return toMember(
    session.memberId,
    (await findUser(db, session.user.id))!,
    await isLineBound(db, session.user.id),
  );
}
