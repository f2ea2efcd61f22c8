import type { ErrorKind } from '../kernel/errors';

/** The status each kind of domain error is answered with: chosen here, once, at the edge. */
export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  upstream: 502,
  unavailable: 503,
};

/** The kind of an answer's status (a fault injected by a test, a status read off another answer). */
export function kindOfStatus(status: number): ErrorKind {
  const found = Object.entries(STATUS_OF_KIND).find(([, s]) => s === status)?.[0] as ErrorKind | undefined;
  if (found) return found;
  return status >= 500 ? 'internal' : 'invalid';
}
