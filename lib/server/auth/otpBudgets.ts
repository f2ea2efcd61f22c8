/**
 * When a code request must carry a proof of work, and the other budgets of the code endpoints that
 * are rules rather than counters. The counters themselves are in rateLimit.ts.
 */
import { OTP_MAX_ATTEMPTS } from './otpRules';

/**
 * Code requests an address (or IPv6 /64) makes in an hour before it must solve a challenge. A
 * shopper asks once, sometimes twice (a typo in the number, a text that was slow); three covers a
 * household on one line. A script that asks more pays for each further request with work.
 */
export const DEFAULT_FREE_REQUESTS_PER_ADDRESS = 3;

/**
 * Past this share of its hourly text budget, every request to the organisation needs the work: a
 * flood spread over many addresses (each under its free requests) then slows down long before it
 * could use up the budget, while the shoppers' requests still go through.
 */
const ORG_CHALLENGE_SHARE = 1 / 4;

/** OTP_CHALLENGE_AFTER: a whole number ≥ 0 (0: every request needs the work); else the default. */
export function freeRequestsPerAddress(raw: string | undefined): number {
  const free = Number(raw);
  return raw?.trim() && Number.isInteger(free) && free >= 0 ? free : DEFAULT_FREE_REQUESTS_PER_ADDRESS;
}

export type ChallengeInputs = {
  /** The address's requests this hour, this one included. */
  addressRequests: number;
  /** Texts the organisation has sent this hour. */
  orgTexts: number;
  orgMax: number;
  freePerAddress: number;
};

export function needsChallenge({
  addressRequests,
  orgTexts,
  orgMax,
  freePerAddress,
}: ChallengeInputs): boolean {
  return addressRequests > freePerAddress || orgTexts >= Math.ceil(orgMax * ORG_CHALLENGE_SHARE);
}

/**
 * Wrong codes an organisation accepts in an hour: two per text it may send. Shoppers mistype far
 * less than that; a guesser's chance to hit any 6-digit code in the hour stays below
 * 2 × budget / 1,000,000 (0.04 % with the default 200 texts). Reaching it takes the wrong tries of
 * at least 80 codes, from 14 or more addresses (each has its own 30), and codes past the first few
 * per address cost work.
 */
export const orgWrongCodes = (orgTextsMax: number): number => orgTextsMax * 2;

/**
 * Tries a console sign-in code takes: the shoppers' 5, or 1 once the organisation's staff codes have
 * had their wrong codes for the hour (orgWrongCodes). Past that budget guessing is made pointless, not
 * refused: a wrong code ends its code ("ask for a new one"), while a staff member's fresh code, typed
 * right once, still signs in. A refusal would let guessers spread over many addresses lock every
 * staff member out for the hour.
 */
export const staffTriesPerCode = (orgWrong: number, orgWrongMax: number): number =>
  orgWrong >= orgWrongMax ? 1 : OTP_MAX_ATTEMPTS;

/**
 * The budget alarm is written once per organisation and window: when the window's count goes past
 * the budget, which only one request of all processes sees (the database row counts them).
 */
export const orgAlarmDue = (count: number, max: number): boolean => count === max + 1;
