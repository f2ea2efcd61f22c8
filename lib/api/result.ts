import { codeForStatus } from './contract/errors';

/**
 * Why a call failed. `status` is the HTTP status (0 when no answer came, or the check was made
 * here before sending); `code` is the answer's machine code, else one from the status; `retryAfter`
 * is the answer's Retry-After in seconds. Callers branch on `status`/`code`, never on `msg`.
 */
export type Failure = { msg: string; status: number; code: string; retryAfter: number | null };

/** Every call resolves, never throws: `[data, null]` on success, `[null, failure]` on failure. */
export type Result<T> = [T, null] | [null, Failure];

/** A failure found before anything was sent (a form this side refuses): the shopper's to fix. */
export const localFailure = (msg: string): Failure => ({ msg, status: 0, code: 'invalid', retryAfter: null });

export const ok = <T>(data: T): Result<T> => [data, null];
export const fail = <T = never>(failure: Failure | string): Result<T> => [
  null,
  typeof failure === 'string' ? localFailure(failure) : failure,
];

/** What does not exist: a page for it is a 404. */
export const isMissing = (failure: Failure) => failure.status === 404;

/**
 * The service did not answer, or answered that it could not: the thing asked for may well exist,
 * so a page must not claim otherwise (no 404, no empty list); it is an error page to retry.
 */
export const isUnavailable = (failure: Failure) =>
  failure.status >= 500 || failure.code === 'unavailable' || failure.code === 'internal';

/** The message a failed response carries: `msg`, else `message`, else the transport's own. */
export function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { msg, message } = body as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg) return msg;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/** Retry-After in seconds; the HTTP-date form is counted from `now`. */
export function retryAfterOf(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Only the HTTP-date form has letters; a negative or odd number is no Retry-After.
  const at = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The failure of an answer that was not ok: its `{ msg, code }`, status and Retry-After. */
export function failureOf(
  status: number,
  body: unknown,
  statusText = '',
  retryAfter: string | null = null,
): Failure {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return {
    msg: messageOf(body, `${status} ${statusText}`.trim()),
    status,
    code: typeof code === 'string' && code ? code : codeForStatus(status),
    retryAfter: retryAfterOf(retryAfter),
  };
}

/** No answer came (network down, aborted): the service is away as far as this call knows. */
export const networkFailure = (msg: string): Failure => ({
  msg,
  status: 0,
  code: 'unavailable',
  retryAfter: null,
});

/** The messages of the calls that failed, each once, in order. */
export function failuresOf(...results: Result<unknown>[]): string[] {
  return [...new Set(results.flatMap(([, error]) => (error === null ? [] : [error.msg])))];
}

/**
 * A failed call as a throw, for what must throw (React Query, a page that cannot be shown). It
 * keeps the failure so a catcher can still tell "not there" from "not now".
 */
export class FailureError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.msg);
    this.name = 'FailureError';
  }
}

/** The failure behind a thrown error, when it was a failed call. */
export const failureIn = (error: unknown): Failure | null =>
  error instanceof FailureError ? error.failure : null;
