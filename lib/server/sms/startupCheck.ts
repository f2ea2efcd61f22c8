import { isDemoMode } from '../auth/sms';
import type { Db } from '../db/client';
import { smsConfigs } from '../db/schema';

export const NO_PROVIDER_WARNING =
  '[sms] No organisation has a text-message provider: sign-in codes are answered 503 簡訊服務尚未設定. ' +
  'Set one with `npm run operator -- sms --org KEY --provider mitake|every8d|twilio --keys FILE` (docs/sms.md).';

/**
 * Said once at start, outside demo mode, when no organisation can send a code. One row is enough to
 * stay quiet: which organisations lack one is for the operator to know, not for every start to list.
 */
export async function warnWithoutSmsProvider(db: Db): Promise<boolean> {
  if (isDemoMode()) return false;
  const [any] = await db.select({ id: smsConfigs.id }).from(smsConfigs).limit(1);
  if (any) return false;
  console.warn(NO_PROVIDER_WARNING);
  return true;
}
