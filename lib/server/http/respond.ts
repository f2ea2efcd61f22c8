import { noteOutage } from '@/lib/serving/outage';
import { codeOf, isDatabaseUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS } from './errors';
import { DomainError } from '../kernel/errors';
import { STATUS_OF_KIND } from './status';

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  // `null` is a valid answer (a config that does not exist); undefined is not JSON.
  return Response.json(data ?? null, { status, headers });
}

/**
 * Every failed answer is `{ msg, code }` (plus an error's details): clients branch on `code`. A
 * domain error's status is its kind's (status.ts), the one place a kind becomes a status.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof DomainError) {
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds);
    // The rest of a refused body is never read: closing the connection stops the client sending it.
    if (error.kind === 'too_large') headers.connection = 'close';
    return json(
      { ...error.details, msg: error.message, code: codeOf(error) },
      STATUS_OF_KIND[error.kind],
      headers,
    );
  }
  if (isDatabaseUnavailable(error)) {
    // The database is away (down, restarting, out of reach): nothing is wrong with the request, so
    // the client is told to come back shortly rather than that it failed.
    noteOutage();
    console.error('[shop-api] database unavailable:', error instanceof Error ? error.message : error);
    return json({ msg: UNAVAILABLE_MESSAGE, code: 'unavailable' }, 503, {
      'retry-after': String(UNAVAILABLE_RETRY_SECONDS),
    });
  }
  console.error('[shop-api]', error);
  return json({ msg: '伺服器發生錯誤，請稍後再試', code: 'internal' }, 500);
}
