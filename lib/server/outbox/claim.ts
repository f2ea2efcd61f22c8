import { and, eq, gt, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import { providerIntents as t } from '../db/schema';
import { MAX_ATTEMPTS } from './backoff';
import type { IntentStatus } from './kinds';

/** How long a worker holds an intent it claimed; a worker killed mid-call loses it after this. */
export const LEASE_MS = 120_000;
/** A call is waited for this long, well inside the lease, so its answer can still be written. */
export const CALL_TIMEOUT_MS = 60_000;

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
