import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { clock } from './clock';

export type Limit = { max: number; windowMs: number };

const HOUR = 3600_000;

/** Budgets per hour. Generous for a shopper, low enough that guessing or SMS flooding goes nowhere. */
export const LIMITS = {
  /** Per phone and organisation: requests at one shop never use up the phone's codes at another. */
  otpPerPhone: { max: 5, windowMs: HOUR },
  /** Per remembered console device (a staff member's): its codes, whatever the phone's budget says. */
  otpPerDevice: { max: 5, windowMs: HOUR },
  /** Codes texted for one address (or IPv6 /64), once past its free requests and the challenge. */
  otpPerAddress: { max: 20, windowMs: HOUR },
  /**
   * Code requests of one address, challenged ones included: each makes the server sign a challenge
   * (one PBKDF2, about 2 ms of a worker thread), so a script that never solves them is still bounded,
   * far above what the shoppers behind one shared address ask.
   */
  otpRequestsPerAddress: { max: 200, windowMs: HOUR },
  signinPerPhone: { max: 10, windowMs: HOUR },
  signinPerAddress: { max: 30, windowMs: HOUR },
  /** Wrong codes from one address (or IPv6 /64): six codes' worth of tries, far above any typist. */
  wrongCodesPerAddress: { max: 30, windowMs: HOUR },
  // Each of these hashes a password. Sign-up and reset also spend a code, whose per-phone budget bounds
  // them per phone; per address they match the code budget. Setting a password needs only a session.
  signupPerAddress: { max: 20, windowMs: HOUR },
  resetPerAddress: { max: 20, windowMs: HOUR },
  passwordPerMember: { max: 10, windowMs: HOUR },
} satisfies Record<string, Limit>;

/**
 * Texts one organisation may send an hour, whoever asks: the per-address and per-phone budgets do not
 * stop a flood spread over many addresses and numbers, and every text is paid for. 200 is ten
 * addresses' worth and well above the sign-ups and sign-ins of a busy shop's hour (a launch or a sale
 * included), while a flood costs at most that many texts an hour per organisation. Over it, shoppers
 * of that organisation wait for the next hour, those of others are not affected.
 * SMS_ORG_HOURLY_LIMIT changes it.
 */
export const DEFAULT_ORG_HOURLY_TEXTS = 200;

/** SMS_ORG_HOURLY_LIMIT: a whole number ≥ 1; unset or anything else is the default. */
export function orgHourlyTexts(raw: string | undefined): number {
  const max = Number(raw);
  return raw?.trim() && Number.isInteger(max) && max >= 1 ? max : DEFAULT_ORG_HOURLY_TEXTS;
}

export const otpPerOrg = (): Limit => ({
  max: orgHourlyTexts(process.env.SMS_ORG_HOURLY_LIMIT),
  windowMs: HOUR,
});

/** Windows are aligned to the epoch, so every process puts a request in the same one. */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export function secondsToWindowEnd(now: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((windowStart(now, windowMs).getTime() + windowMs - now.getTime()) / 1000));
}

const waitText = (seconds: number) => (seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分鐘`);

export function tooManyMessage(seconds: number): string {
  return `操作過於頻繁，請於 ${waitText(seconds)}後再試`;
}

/** The shopper is not the one at fault here: the message says the shop has hit its limit. */
export function orgTextsMessage(seconds: number): string {
  return `本商店的簡訊驗證碼已達每小時發送上限，請於 ${waitText(seconds)}後再試`;
}

/** Counts one request against the key's window; the count so far, this one included. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<number> {
  const now = clock.now();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: windowStart(now, windowMs), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // A new window is the moment to forget old ones: cleanup stays proportional to the traffic.
  if (row!.count === 1)
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * HOUR)));
  return row!.count;
}

/** What the key's current window has counted, without counting. */
export async function peekCount(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(clock.now(), windowMs))));
  return row?.count ?? 0;
}

export const limitError = (limit: Limit, message: (seconds: number) => string = tooManyMessage) =>
  new DomainError('rate_limited', message(secondsToWindowEnd(clock.now(), limit.windowMs)));

/** Counts one request against the key's budget; over the budget is a 429 with the message. */
export async function hitLimit(
  db: Db,
  key: string,
  limit: Limit,
  message: (seconds: number) => string = tooManyMessage,
): Promise<number> {
  const count = await countHit(db, key, limit.windowMs);
  if (count > limit.max) throw limitError(limit, message);
  return count;
}

/**
 * True the first time the key is claimed, false ever after (until `until` is a day old and swept
 * with the old windows): one row per key, kept in the same table as the windows.
 */
export async function claimOnce(db: Db, key: string, until: Date): Promise<boolean> {
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: until, count: 1 })
    .onConflictDoNothing()
    .returning({ count: rateLimits.count });
  return rows.length === 1;
}
