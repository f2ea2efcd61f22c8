import type { Db } from '../db/client';
import { challengeRequired, proofHolds } from './challenge';
import { clock } from './clock';
import type { OrgRef } from './org';
import {
  freeRequestsPerAddress,
  needsChallenge,
  orgAlarmDue,
  orgWrongCodes,
  staffTriesPerCode,
} from './otpBudgets';
import { OTP_MAX_ATTEMPTS } from './otpRules';
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
 * Whose codes: the shop's shoppers, or its staff signing in to the console. Each has budgets of its
 * own, so that shoppers (or a script posing as them, through the public code endpoint) can never use
 * up what the staff need to reach the console: requests of one network, a phone's codes, the
 * resend delay, wrong codes.
 */
export type CodeScope = 'shop' | 'staff';

/** The counter key of a budget in a scope: the shoppers' keys stay as they were. */
const scoped = (scope: CodeScope, key: string) => (scope === 'staff' ? `staff:${key}` : key);

/**
 * The budgets a code request passes before a text is sent, cheapest to the attacker first: the
 * address's requests (every request counts), the proof of work once the address or the organisation
 * is past its free requests, the address's texts (requests that got past the work, so a script that
 * never solves it does not use up the texts of the shoppers sharing its address), the phone's codes
 * at this organisation, and last the organisation's texts, so that requests refused above do not use
 * up the whole shop's.
 *
 * Staff codes have no organisation budget: the phone's own (5 an hour) bounds them, times the staff
 * the organisation has, and a shared one would let a script posing as staff lock the real staff out.
 * Their proof of work follows the address's staff requests only.
 *
 * A staff code asked from a device that staff member signed in on before (`device`, the id of its
 * staff_device token) is charged to that device only (5 an hour), with no challenge: anyone can ask
 * codes for a known phone and use up its budget and its network's, but only that staff member holds
 * the device's token, so the console stays reachable from it.
 */
export async function chargeCodeRequest(
  db: Db,
  org: OrgRef,
  request: { phone: string; address: string; proof?: string; scope?: CodeScope; device?: number | null },
): Promise<void> {
  const scope = request.scope ?? 'shop';
  if (scope === 'staff' && request.device != null) {
    await hitLimit(db, `staff:otp:device:${request.device}`, LIMITS.otpPerDevice);
    return;
  }
  const addressRequests = await hitLimit(
    db,
    scoped(scope, `otp:requests:${request.address}`),
    LIMITS.otpRequestsPerAddress,
  );
  const orgLimit = otpPerOrg();
  const challenge = needsChallenge({
    addressRequests,
    orgTexts: scope === 'staff' ? 0 : await peekCount(db, orgTextsKey(org.id), orgLimit.windowMs),
    orgMax: orgLimit.max,
    freePerAddress: freeRequestsPerAddress(process.env.OTP_CHALLENGE_AFTER),
  });
  if (challenge && !request.proof) throw await challengeRequired(org.id, '需要先完成安全驗證，請再試一次');
  if (challenge && !(await proofHolds(db, org.id, request.proof!)))
    throw await challengeRequired(org.id, '安全驗證未通過，請再試一次');
  await hitLimit(db, scoped(scope, `otp:address:${request.address}`), LIMITS.otpPerAddress);
  await hitLimit(db, scoped(scope, `otp:phone:${org.id}:${request.phone}`), LIMITS.otpPerPhone);
  if (scope === 'staff') return;
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

const wrongCodeKeys = (orgId: number, address: string, scope: CodeScope) => ({
  address: scoped(scope, `otp-wrong:address:${address}`),
  org: scoped(scope, `otp-wrong:org:${orgId}`),
});

const orgWrongLimit = () => {
  const { max, windowMs } = otpPerOrg();
  return { max: orgWrongCodes(max), windowMs };
};

/**
 * Refuses a code check once the address has had its wrong codes for the hour, and a shopper's once the
 * organisation has (in the code's scope: shoppers' wrong codes never lock the staff out); answers the
 * tries a code takes. Only wrong codes are counted (after the comparison), so shoppers typing the
 * right code never use up the budget; parallel wrong tries may pass it by a few, which the tries per
 * code still bound.
 *
 * A staff code is never refused for the organisation's count, which guessers anywhere can raise:
 * past it, each code takes one try (staffTriesPerCode).
 */
export async function checkGuessBudgets(
  db: Db,
  orgId: number,
  address: string,
  scope: CodeScope = 'shop',
): Promise<number> {
  const keys = wrongCodeKeys(orgId, address, scope);
  const perAddress = LIMITS.wrongCodesPerAddress;
  if ((await peekCount(db, keys.address, perAddress.windowMs)) >= perAddress.max)
    throw limitError(perAddress);
  const perOrg = orgWrongLimit();
  const orgWrong = await peekCount(db, keys.org, perOrg.windowMs);
  if (scope === 'staff') return staffTriesPerCode(orgWrong, perOrg.max);
  if (orgWrong >= perOrg.max) throw limitError(perOrg);
  return OTP_MAX_ATTEMPTS;
}

/** Counts a wrong code against the address and the organisation, in the code's scope. */
export async function chargeWrongCode(
  db: Db,
  orgId: number,
  address: string,
  scope: CodeScope = 'shop',
): Promise<void> {
  const keys = wrongCodeKeys(orgId, address, scope);
  await countHit(db, keys.address, LIMITS.wrongCodesPerAddress.windowMs);
  await countHit(db, keys.org, orgWrongLimit().windowMs);
}
