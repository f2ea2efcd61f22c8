/**
 * The machine code every failed shop-API answer carries next to its message (`{ msg, code }`).
 * Clients branch on the code; the message is for people and may be reworded at any time.
 */
export const ERROR_CODES = [
  'not_found',
  'invalid',
  'unauthorized',
  'forbidden',
  'conflict',
  'too_large',
  'rate_limited',
  'unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The order's amount moved since the shopper saw it: sending again confirms the new one. */
export const AMOUNT_CHANGED_CODE = 'amount_changed';

/** The code an answer has when its error names none: what its status says. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
    case 410:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 429:
      return 'rate_limited';
    // No answer at all (the network) is the service being away too.
    case 0:
    case 502:
    case 503:
    case 504:
      return 'unavailable';
  }
  return status >= 500 ? 'internal' : 'invalid';
}
