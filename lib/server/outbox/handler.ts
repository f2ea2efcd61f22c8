import type { Tx } from '../db/client';
import type { providerIntents } from '../db/schema';
import type { IntentKind } from './kinds';

export type Intent = typeof providerIntents.$inferSelect;

/** What a handler is given for one attempt. */
export type IntentCall = {
  id: number;
  shopId: number;
  orderId: number | null;
  payload: Record<string, unknown>;
  /** The provider's idempotency key: the same on every attempt of this intent. */
  key: string;
  /** 1 on the first attempt. */
  attempt: number;
  /** Aborted when the worker stops waiting; pass it to the provider request. */
  signal: AbortSignal;
};

/**
 * Sends one kind of intent. The contract (docs/provider-calls.md):
 * - `send` may run more than once for one intent: after a timeout, or when a worker died between the
 *   provider's answer and our write. So it is idempotent through `key`: on a retry it first asks the
 *   provider whether the key was already done and answers that, or relies on the provider refusing a
 *   second call with the same key and then asks for the first one's result.
 * - It answers what the order must keep (e.g. the invoice number), as JSON without keys.
 * - It throws `IntentError` with a short code; `permanent` when trying again cannot help (refused
 *   data, missing keys). Anything else thrown counts as transient and is recorded by its name only.
 * - `settle`, when given, runs in the transaction that marks the intent done, so what the answer
 *   changes in our own tables is written with it or not at all.
 * - `settleRefusal`, when given, runs in the transaction that marks the intent failed for good after
 *   a `permanent` error (not after attempts ran out, when the provider may still have acted), so
 *   what a refusal changes in our tables (a refund the shop now makes by hand) is written with it.
 */
export type IntentHandler = {
  send: (call: IntentCall) => Promise<Record<string, unknown>>;
  settle?: (tx: Tx, intent: Intent, result: Record<string, unknown>) => Promise<void>;
  settleRefusal?: (tx: Tx, intent: Intent) => Promise<void>;
};

export type IntentHandlers = Partial<Record<IntentKind, IntentHandler>>;

/** Longest failure text kept on the intent. */
const MAX_ERROR_CHARS = 200;

/** A failure a handler reports: `code` is short and stable, `message` says what an operator can do. */
export class IntentError extends Error {
  constructor(
    readonly retry: 'transient' | 'permanent',
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The failure as kept on the intent. Only a handler's own `IntentError` text is kept: other errors
 * (a database or network library's) may quote the request, so only their name is.
 */
export const failureText = (error: unknown): string =>
  (error instanceof IntentError
    ? `${error.code}: ${error.message}`
    : `unexpected: ${error instanceof Error ? error.name : typeof error}`
  ).slice(0, MAX_ERROR_CHARS);

/** The short code a log line carries. */
export const failureCode = (error: unknown): string =>
  error instanceof IntentError ? error.code : error instanceof Error ? error.name : typeof error;
