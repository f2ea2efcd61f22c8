import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { clock } from '../auth/clock';
import type { Db } from '../db/client';
import { providerIntents as t } from '../db/schema';
import { afterFailure } from './backoff';
import { abandoned, callTimeoutWithin, type Claim, claimable, holding, LEASE_MS } from './claim';
import {
  failureCode,
  failureText,
  type Intent,
  IntentError,
  type IntentHandler,
  type IntentHandlers,
} from './handler';
import type { IntentKind } from './kinds';

/** Intents one pass of one process sends at most, and how many at once. */
const PASS_LIMIT = 20;
const PASS_CONCURRENCY = 4;

export type WorkerOptions = {
  handlers: IntentHandlers;
  /** This worker's name in the intents it claims (process and host), for the operator to read. */
  owner: string;
  limit?: number;
  concurrency?: number;
  leaseMs?: number;
  /** By default half the lease, at most 60 s. */
  callTimeoutMs?: number;
  random?: () => number;
  /**
   * Called between the provider's answer and its write. Only test servers set it (the crash test
   * kills the process there, lib/server/testHooks/killAfterSend.ts); production never does.
   */
  afterAnswer?: (intent: { id: number; kind: IntentKind }) => void;
};

/** done: answered and written; retry / failed: the call failed; lost: the answer came too late to be written. */
export type Outcome = 'done' | 'retry' | 'failed' | 'lost';
export type PassSummary = Record<Outcome | 'abandoned', number>;

/**
 * One pass of the worker: gives up intents whose last allowed attempt never answered, then claims
 * due intents one by one and sends each through its kind's handler. A claim is a conditional update
 * of one row, so of several workers (processes) exactly one gets each intent; an answer is written
 * only while the claim holds, so a worker that lost its lease cannot overwrite its successor.
 */
export async function runIntentsOnce(db: Db, options: WorkerOptions): Promise<PassSummary> {
  const summary: PassSummary = { done: 0, retry: 0, failed: 0, lost: 0, abandoned: 0 };
  const kinds = Object.keys(options.handlers) as IntentKind[];
  if (!kinds.length) return summary;
  const ofKinds = inArray(t.kind, kinds);
  const now = clock.now();
  const given = await db
    .update(t)
    .set({
      status: 'failed',
      claimOwner: null,
      claimExpiresAt: null,
      lastError: 'no-answer: the last attempt never answered',
      updatedAt: now,
    })
    .where(and(ofKinds, abandoned(now)))
    .returning();
  for (const intent of given) logCall(intent, 'failed', null, 'no-answer');
  summary.abandoned = given.length;

  const due = await db
    .select({ id: t.id })
    .from(t)
    .where(and(ofKinds, claimable(now)))
    .orderBy(asc(t.nextAttemptAt), asc(t.id))
    .limit(options.limit ?? PASS_LIMIT);
  let next = 0;
  const lane = async () => {
    while (next < due.length) {
      const intent = await claim(db, due[next++]!.id, options);
      if (!intent) continue;
      summary[await send(db, intent, options.handlers[intent.kind]!, options)] += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? PASS_CONCURRENCY }, lane));
  return summary;
}

/**
 * Sends one intent now, as a pass of the worker would: claimed by the same conditional update (so
 * only when it is due and no other worker holds it), sent through its kind's handler, its answer
 * written under the claim. For a caller that wants the provider's answer at once (the operator's
 * `ship`); an intent it cannot claim is left as it is and answered `not-claimed`.
 */
export async function sendIntentNow(
  db: Db,
  id: number,
  options: WorkerOptions,
): Promise<{ outcome: Outcome | 'not-claimed'; intent: Intent }> {
  const kinds = Object.keys(options.handlers) as IntentKind[];
  const claimed = kinds.length ? await claim(db, id, options, inArray(t.kind, kinds)) : undefined;
  const outcome = claimed ? await send(db, claimed, options.handlers[claimed.kind]!, options) : 'not-claimed';
  const [intent] = await db.select().from(t).where(eq(t.id, id));
  if (!intent) throw new Error(`no intent ${id}`);
  return { outcome, intent };
}

async function claim(db: Db, id: number, options: WorkerOptions, ofKinds?: SQL): Promise<Intent | undefined> {
  const now = clock.now();
  const [intent] = await db
    .update(t)
    .set({
      status: 'sending',
      attempts: sql`${t.attempts} + 1`,
      claimOwner: options.owner,
      claimExpiresAt: new Date(now.getTime() + (options.leaseMs ?? LEASE_MS)),
      updatedAt: now,
    })
    .where(and(eq(t.id, id), ofKinds, claimable(now)))
    .returning();
  return intent;
}

async function send(
  db: Db,
  intent: Intent,
  handler: IntentHandler,
  options: WorkerOptions,
): Promise<Outcome> {
  const started = performance.now();
  const held: Claim = { owner: options.owner, attempt: intent.attempts };
  const controller = new AbortController();
  const timeout = options.callTimeoutMs ?? callTimeoutWithin(options.leaseMs ?? LEASE_MS);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new IntentError('transient', 'timeout', `no answer within ${timeout / 1000} s`);
      controller.abort(error);
      reject(error);
    }, timeout);
    timer.unref();
  });
  let outcome: Outcome;
  let error: unknown = null;
  try {
    const result = await Promise.race([
      handler.send({
        id: intent.id,
        shopId: intent.shopId,
        orderId: intent.orderId,
        payload: intent.payload,
        key: intent.key,
        attempt: intent.attempts,
        signal: controller.signal,
      }),
      timedOut,
    ]);
    options.afterAnswer?.(intent);
    outcome = await writeDone(db, intent, held, result, handler);
  } catch (caught) {
    error = caught;
    outcome = await writeFailure(db, intent, held, caught, handler, options.random ?? Math.random);
  } finally {
    clearTimeout(timer);
  }
  logCall(
    intent,
    outcome,
    Math.round(performance.now() - started),
    error === null ? undefined : failureCode(error),
  );
  return outcome;
}

/** The answer and `done` in one statement guarded by the claim, with what the handler settles. */
async function writeDone(
  db: Db,
  intent: Intent,
  held: Claim,
  result: Record<string, unknown>,
  handler: IntentHandler,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [written] = await tx
      .update(t)
      .set({
        status: 'done',
        result,
        lastError: null,
        claimOwner: null,
        claimExpiresAt: null,
        updatedAt: now,
      })
      .where(holding(intent.id, held, now))
      .returning();
    if (!written) return 'lost';
    await handler.settle?.(tx, written, result);
    return 'done';
  });
}

async function writeFailure(
  db: Db,
  intent: Intent,
  held: Claim,
  error: unknown,
  handler: IntentHandler,
  random: () => number,
): Promise<Outcome> {
  const now = clock.now();
  const retry = error instanceof IntentError ? error.retry : 'transient';
  const next = afterFailure(held.attempt, retry, now, random());
  const refused = retry === 'permanent' ? handler.settleRefusal : undefined;
  return db.transaction(async (tx) => {
    const [written] = await tx
      .update(t)
      .set({
        status: next.status,
        ...(next.status === 'pending' ? { nextAttemptAt: next.nextAttemptAt } : {}),
        lastError: failureText(error),
        claimOwner: null,
        claimExpiresAt: null,
        updatedAt: now,
      })
      .where(holding(intent.id, held, now))
      .returning();
    if (!written) return 'lost';
    if (refused) await refused(tx, written);
    return next.status === 'pending' ? 'retry' : 'failed';
  });
}

/** One line per call, for log search: which intent, which try, how it ended. No payload, no key. */
function logCall(intent: Intent, outcome: Outcome, ms: number | null, error?: string): void {
  const line = {
    scope: 'intent',
    kind: intent.kind,
    id: intent.id,
    shopId: intent.shopId,
    orderId: intent.orderId,
    attempt: intent.attempts,
    outcome,
    ...(ms === null ? {} : { ms }),
    ...(error ? { error } : {}),
  };
  (outcome === 'done' ? console.info : console.warn)(JSON.stringify(line));
}
