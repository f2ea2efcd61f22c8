import type { PasswordChangeBody } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { badRequest } from '@/lib/server/kernel/errors';
import { phoneProof, spendProof } from './accounts';
import { refuseBanned, type MemberSession } from './bearer';
import {
  CODE_FOR_ANOTHER_PHONE,
  CURRENT_PASSWORD_NEEDED,
  passwordProof,
  WRONG_CURRENT_PASSWORD,
} from './passwordChangeRules';
import { hashQueue } from './hashQueue';
import { hashPassword, verifyPassword } from './passwords';
import { hitLimit, LIMITS } from './rateLimit';
import { endOtherSessions } from './sessions';
import { setPasswordHash } from '../members/users';

/**
 * Sets the member's password. Replacing one needs the current password (guesses count against the
 * account's hourly budget, as sign-in guesses do, so a stolen member token cannot try passwords at
 * will) or a code sent for `reset` to the member's phone, and ends every other session of the
 * account: whoever else held one no longer does. The session making the change stays.
 */
export async function changePassword(
  db: Db,
  session: MemberSession,
  body: PasswordChangeBody,
): Promise<void> {
  const { user } = session;
  refuseBanned(user);
  const proof = passwordProof(!!user.passwordHash, body);
  if (proof === 'missing') throw badRequest(CURRENT_PASSWORD_NEEDED);
  // Every call hashes at least once: refused before any work when hashing is saturated, and counted
  // per account, so a stolen member token can neither guess passwords nor keep the hashing busy.
  hashQueue.refuseWhenFull();
  await hitLimit(db, `password:member:${user.id}`, LIMITS.passwordPerMember);
  if (proof === 'current') {
    if (!(await verifyPassword(body.currentPassword!, user.passwordHash!))) {
      throw badRequest(WRONG_CURRENT_PASSWORD);
    }
  }
  const code = proof === 'code' ? await phoneProof(db, user.orgId, body.phoneVerifyToken!, ['reset']) : null;
  if (code && code.phone !== user.phone) throw badRequest(CODE_FOR_ANOTHER_PHONE);

  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    if (code) await spendProof(tx, code);
    await setPasswordHash(tx, user.id, passwordHash);
    if (proof !== 'first') await endOtherSessions(tx, user.id, session.token.id);
  });
}
