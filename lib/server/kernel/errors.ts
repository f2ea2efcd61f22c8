/**
 * What went wrong, as the domain knows it: a kind (what the request did or met), the message shown
 * to the shopper or staff member (Traditional Chinese), and the details a client acts on (a `code`
 * of the contract, and what it needs to act on it). Nothing here knows HTTP: the edge gives each
 * kind its status once (lib/server/http/status.ts). See docs/architecture.md.
 */
export type ErrorKind =
  /** The request is wrong: a field, a choice, a state it cannot be made in. */
  | 'invalid'
  /** No one, or no longer anyone, signed in. */
  | 'unauthorized'
  /** Signed in, but this one may not. */
  | 'forbidden'
  | 'not_found'
  /** The object moved on meanwhile (another staff member, a payment, the last unit sold). */
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'internal'
  /** A provider we called (a gateway, LINE, the carrier) answered wrongly or not at all. */
  | 'upstream'
  /** We cannot serve it now (our own service busy or away): try again shortly. */
  | 'unavailable';

/** `code`: the contract's code clients branch on; without it, the kind's own. */
export type ErrorDetails = { code: string } & Record<string, unknown>;

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: ErrorDetails,
    /** How long the client is asked to wait before trying again (busy, away). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new DomainError('not_found', `找不到${what}`);
export const badRequest = (message: string) => new DomainError('invalid', message);

/**
 * A 400 naming one field of the body: the message says it (`參數 {field} 不正確：{reason}`) and the
 * details carry the field's path and the reason apart (FieldRefusal of the console's contract), so a
 * form names the field in its own words without reading the message.
 */
export const fieldError = (field: string, reason: string) =>
  new DomainError('invalid', `參數 ${field} 不正確：${reason}`, { code: 'invalid', field, reason });
