import { FailureError, type Failure } from '@/lib/api/result';

/**
 * A read that keeps a page from being made is thrown, so the page goes out as a 5xx: no cache keeps
 * it, a copy made earlier stays served, and search engines come back later. Its error boundary still
 * owes the shopper the server's message (spec §8), but in production Next hands a boundary only the
 * error's digest, and keeps a digest the error already has: the message travels in it.
 */
const PREFIX = 'shop-api-failure:';

export class PageFailureError extends FailureError {
  readonly digest: string;

  constructor(failure: Failure) {
    super(failure);
    this.digest = `${PREFIX}${failure.msg}`;
  }
}

/** The server's message a page's error carries; null for any other error (Next's digests are hashes). */
export function pageFailureMessage(error: unknown): string | null {
  const digest = error && typeof error === 'object' ? (error as { digest?: unknown }).digest : undefined;
  if (typeof digest !== 'string' || !digest.startsWith(PREFIX)) return null;
  return digest.slice(PREFIX.length) || null;
}
