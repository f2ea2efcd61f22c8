import { codeForStatus } from '@/lib/api/contract';
import type { DomainError } from '../kernel/errors';
import { STATUS_OF_KIND } from './status';

/** The machine code of an error's answer: its own, else its status's. */
export function codeOf(error: DomainError): string {
  return error.details?.code ?? codeForStatus(STATUS_OF_KIND[error.kind]);
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export { UNAVAILABLE_RETRY_SECONDS } from '@/lib/serving/contract';
export const UNAVAILABLE_MESSAGE = '服務暫時無法使用，請稍後再試';

/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL states of a server that cannot serve now: 08xxx connection exceptions, 57P01–57P03
 * (shutting down, crashed, starting), 53300 (no connection slot), 57014 (a statement timed out).
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);

/** node-postgres reports a lost or never-made connection by message only. */
const LOST_CONNECTION =
  /connection terminated|timeout exceeded when trying to connect|connection timeout|Connection refused/i;

/**
 * Whether an error is the database being away rather than a fault of the request or the code: the
 * answer is then a 503 to retry, not a 500. Drizzle wraps the driver's error in `cause`, and a
 * connection refused on every address comes as an AggregateError; both are looked into.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
  // The driver's own words, not ours: it gives a lost connection no code (LOST_CONNECTION above).
  // eslint-disable-next-line no-restricted-syntax
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
