/** The idempotency key of one order submission, tied to the exact payload it was made for. */
export type Submission = { payload: string; key: string };

/** 16 random bytes as hex: fits the contract's key format, and needs no secure context. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key to send: a retry or double click of the same payload reuses the key, so the server makes
 * one order; any change to the payload is a new submission with a new key.
 */
export function submissionFor(
  previous: Submission | null,
  payload: string,
  newKey: () => string = newIdempotencyKey,
): Submission {
  return previous?.payload === payload ? previous : { payload, key: newKey() };
}
