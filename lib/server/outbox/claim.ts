import { and, eq, gt, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import { providerIntents as t } from '../db/schema';
import { MAX_ATTEMPTS } from './backoff';
import type { IntentStatus } from './kinds';

/** How long a worker holds an intent it claimed; a worker killed mid-call loses it after this. */
export const LEASE_MS = 120_000;
/** A call is waited for this long, well inside the lease, so its answer can still be written. */
export const CALL_TIMEOUT_MS = 60_000;
/** The shortest lease INTENT_LEASE_SECONDS may set: it still leaves a call a second. */
const MIN_LEASE_SECONDS = 2;

/**
 * The lease INTENT_LEASE_SECONDS asks for: a whole number of seconds, at least MIN_LEASE_SECONDS;
 * anything else is the default. Only a test that restarts a killed worker wants it short: a worker
 * that dies holds its intents this long before another may take them over.
 */
export function leaseMsOf(setting: string | undefined): number {
  const seconds = Number(setting);
  return setting?.trim() && Number.isInteger(seconds) && seconds >= MIN_LEASE_SECONDS
    ? seconds * 1000
    : LEASE_MS;
}

/**
 * How long a call is waited for under a lease: half of it at most, so an answer that came in time is
 * always written while the claim still holds (60 s under the default lease).
 */
export const callTimeoutWithin = (leaseMs: number): number =>
  Math.min(CALL_TIMEOUT_MS, Math.floor(leaseMs / 2));

export type ClaimState = {
  status: IntentStatus;
  attempts: number;
  nextAttemptAt: Date;
  claimOwner: string | null;
  claimExpiresAt: Date | null;
};

/**
 * What a worker may do with an intent now: claim it (pending and due, or sent by a worker whose lease
 * ran out), give it up (its lease ran out on the last allowed attempt: a call that kills its worker
 * every time must not loop forever), or leave it. `claimable` and `abandoned` say the same in SQL.
 */
export function claimDecision(row: ClaimState, now: Date): 'claim' | 'give-up' | 'wait' {
  if (row.status === 'pending') return row.nextAttemptAt <= now ? 'claim' : 'wait';
  if (row.status !== 'sending' || !row.claimExpiresAt || row.claimExpiresAt > now) return 'wait';
  return row.attempts < MAX_ATTEMPTS ? 'claim' : 'give-up';
}

/** A claim as the worker holds it: its name and the attempt it claimed. */
export type Claim = { owner: string; attempt: number };

/**
 * Whether a worker's claim still stands: the intent is still its own, on the same attempt, and the
 * lease has not run out. Only then may its answer be written; `holding` says the same in SQL.
 */
export const holdsClaim = (row: ClaimState, claim: Claim, now: Date): boolean =>
  row.status === 'sending' &&
  row.claimOwner === claim.owner &&
  row.attempts === claim.attempt &&
  row.claimExpiresAt !== null &&
  row.claimExpiresAt > now;

const leaseOver = (now: Date) => and(eq(t.status, 'sending'), lte(t.claimExpiresAt, now));

export const claimable = (now: Date): SQL =>
  or(
    and(eq(t.status, 'pending'), lte(t.nextAttemptAt, now)),
    and(leaseOver(now), lt(t.attempts, MAX_ATTEMPTS)),
  )!;

export const abandoned = (now: Date): SQL => and(leaseOver(now), gte(t.attempts, MAX_ATTEMPTS))!;

export const holding = (id: number, claim: Claim, now: Date): SQL =>
  and(
    eq(t.id, id),
    eq(t.status, 'sending'),
    eq(t.claimOwner, claim.owner),
    eq(t.attempts, claim.attempt),
    gt(t.claimExpiresAt, now),
  )!;
