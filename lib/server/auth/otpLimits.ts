import type { Db } from '../db/client';
import { challengeRequired, proofHolds } from './challenge';
import { clock } from './clock';
import type { OrgRef } from './org';
import { freeRequestsPerAddress, needsChallenge, orgAlarmDue, orgWrongCodes } from './otpBudgets';
import {
  countHit,
  hitLimit,
  limitError,
  LIMITS,
  type Limit,
  orgTextsMessage,
  otpPerOrg,
  peekCount,
  windowStart,
} from './rateLimit';

const orgTextsKey = (orgId: number) => `otp:org:${orgId}`;

/**
 * The budgets a code request passes before a text is sent, cheapest to the attacker first: the
 * address's requests (every request counts), the proof of work once the address or the organisation
 * is past its free requests, the address's texts (requests that got past the work, so a script that
 * never solves it does not use up the texts of the shoppers sharing its address), the phone's codes
 * at this organisation, and last the organisation's texts, so that requests refused above do not use
 * up the whole shop's.
 */
export async function chargeCodeRequest(
  db: Db,
  org: OrgRef,
  request: { phone: string; address: string; proof?: string },
): Promise<void> {
  const addressRequests = await hitLimit(db, `otp:requests:${request.address}`, LIMITS.otpRequestsPerAddress);
  const orgLimit = otpPerOrg();
  const challenge = needsChallenge({
    addressRequests,
    orgTexts: await peekCount(db, orgTextsKey(org.id), orgLimit.windowMs),
    orgMax: orgLimit.max,
    freePerAddress: freeRequestsPerAddress(process.env.OTP_CHALLENGE_AFTER),
  });
  if (challenge && !request.proof) throw await challengeRequired(org.id, '需要先完成安全驗證，請再試一次');
  if (challenge && !(await proofHolds(db, org.id, request.proof!)))
    throw await challengeRequired(org.id, '安全驗證未通過，請再試一次');
  await hitLimit(db, `otp:address:${request.address}`, LIMITS.otpPerAddress);
  await hitLimit(db, `otp:phone:${org.id}:${request.phone}`, LIMITS.otpPerPhone);
  const sent = await countHit(db, orgTextsKey(org.id), orgLimit.windowMs);
  if (sent <= orgLimit.max) return;
  if (orgAlarmDue(sent, orgLimit.max)) logBudgetReached(org.id, orgLimit);
  throw limitError(orgLimit, orgTextsMessage);
}

/** One JSON line for whoever watches the logs: the shop's shoppers get no more codes this hour. */
function logBudgetReached(orgId: number, limit: Limit): void {
  const now = clock.now();
  console.warn(
    JSON.stringify({
      at: now.toISOString(),
      scope: 'sms',
      event: 'org-hourly-budget-reached',
      orgId,
      max: limit.max,
      window: windowStart(now, limit.windowMs).toISOString(),
    }),
  );
}

const wrongCodeKeys = (orgId: number, address: string) => ({
  address: `otp-wrong:address:${address}`,
  org: `otp-wrong:org:${orgId}`,
});

const orgWrongLimit = () => {
  const { max, windowMs } = otpPerOrg();
  return { max: orgWrongCodes(max), windowMs };
};

/**
 * Refuses a code check once the address or the organisation has had its wrong codes for the hour.
 * Only wrong codes are counted (after the comparison), so shoppers typing the right code never use
 * up the budget; parallel wrong tries may pass it by a few, which the 5 tries per code still bound.
 */
export async function checkGuessBudgets(db: Db, orgId: number, address: string): Promise<void> {
  const keys = wrongCodeKeys(orgId, address);
  const perAddress = LIMITS.wrongCodesPerAddress;
  if ((await peekCount(db, keys.address, perAddress.windowMs)) >= perAddress.max)
    throw limitError(perAddress);
  const perOrg = orgWrongLimit();
  if ((await peekCount(db, keys.org, perOrg.windowMs)) >= perOrg.max) throw limitError(perOrg);
}

/** Counts a wrong code against the address and the organisation. */
export async function chargeWrongCode(db: Db, orgId: number, address: string): Promise<void> {
  const keys = wrongCodeKeys(orgId, address);
  await countHit(db, keys.address, LIMITS.wrongCodesPerAddress.windowMs);
  await countHit(db, keys.org, orgWrongLimit().windowMs);
}
