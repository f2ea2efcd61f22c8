import type { DbOrTx } from '../db/client';
import { badRequest } from '@/lib/server/kernel/errors';
import { findLiveToken, revokeToken } from '../auth/tokens';

/** A code sent to sign in or to sign up proves the phone for a LINE user's first sign-in alike. */
const PURPOSES = ['signup', 'login'];
const PROOF_INVALID = '手機驗證已失效，請重新取得驗證碼';

/** The phone of a live phone_verify token of the organisation, spent now (call inside the transaction). */
export async function spendPhoneProof(db: DbOrTx, orgId: number, secret: string): Promise<string> {
  const token = await findLiveToken(db, secret, 'phone_verify');
  if (!token || token.orgId !== orgId || !token.phone || !PURPOSES.includes(token.purpose ?? '')) {
    throw badRequest(PROOF_INVALID);
  }
  if (!(await revokeToken(db, token.id))) throw badRequest(PROOF_INVALID);
  return token.phone;
}
