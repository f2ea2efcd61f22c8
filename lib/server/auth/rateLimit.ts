import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http/errors';
import { clock } from './clock';

export type Limit = { max: number; windowMs: number };

const HOUR = 3600_000;

/** Budgets per hour. Generous for a shopper, low enough that guessing or SMS flooding goes nowhere. */
export const LIMITS = {
  otpPerPhone: { max: 5, windowMs: HOUR },
  otpPerAddress: { max: 20, windowMs: HOUR },
  signinPerPhone: { max: 10, windowMs: HOUR },
  signinPerAddress: { max: 30, windowMs: HOUR },
} satisfies Record<string, Limit>;

/** Windows are aligned to the epoch, so every process puts a request in the same one. */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export function secondsToWindowEnd(now: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((windowStart(now, windowMs).getTime() + windowMs - now.getTime()) / 1000));
}

export function tooManyMessage(seconds: number): string {
  return seconds < 60
    ? `操作過於頻繁，請於 ${seconds} 秒後再試`
    : `操作過於頻繁，請於 ${Math.ceil(seconds / 60)} 分鐘後再試`;
}

/** Counts one request against the key's budget; over the budget is a 429. */
export async function hitLimit(db: Db, key: string, limit: Limit): Promise<void> {
  const now = clock.now();
  const start = windowStart(now, limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // A new window is the moment to forget old ones: cleanup stays proportional to the traffic.
  if (row!.count === 1)
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * HOUR)));
  if (row!.count > limit.max)
    throw new HttpError(429, tooManyMessage(secondsToWindowEnd(now, limit.windowMs)));
}
