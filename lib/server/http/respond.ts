import { noteOutage } from '@/lib/serving/outage';
import {
  codeOf,
  HttpError,
  isDatabaseUnavailable,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_SECONDS,
} from './errors';

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  // `null` is a valid answer (a config that does not exist); undefined is not JSON.
  return Response.json(data ?? null, { status, headers });
}

/** Every failed answer is `{ msg, code }` (plus an error's details): clients branch on `code`. */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    // The rest of a refused body is never read: closing the connection stops the client sending it.
    const closing: Record<string, string> = error.status === 413 ? { connection: 'close' } : {};
    return json({ ...error.details, msg: error.message, code: codeOf(error) }, error.status, {
      ...error.headers,
      ...closing,
    });
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
