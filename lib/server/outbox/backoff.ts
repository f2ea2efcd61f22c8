/** Sends of one intent before it is given up and shown to the operator as failed. */
export const MAX_ATTEMPTS = 10;
/** The wait after the first failure; each further failure doubles it, up to the cap. */
export const BASE_DELAY_MS = 30_000;
export const MAX_DELAY_MS = 3600_000;

/**
 * How long to wait after the given failed attempt (1 for the first). Half the delay is fixed and half
 * is random, so intents that failed together (a provider outage) do not all come back at once,
 * while none comes back much sooner than planned. `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, random: number): number {
  const full = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (full / 2) * random);
}

export type AfterFailure = { status: 'failed' } | { status: 'pending'; nextAttemptAt: Date };

/** What a failed attempt leads to: another try later, or the end when it cannot succeed or tried enough. */
export function afterFailure(
  attempt: number,
  retry: 'transient' | 'permanent',
  now: Date,
  random: number,
): AfterFailure {
  if (retry === 'permanent' || attempt >= MAX_ATTEMPTS) return { status: 'failed' };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempt, random)) };
}
