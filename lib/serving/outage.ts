// Whether the shop API is away right now, as this process has seen it, and what that changes in the
// answers the server sends (lib/serving/start.ts). The pure parts are tested in outage.test.ts.

/** On globalThis: Next bundles each route and page apart, and the server outside them reads it too. */
const SEEN_AT = Symbol.for('storefront.outageSeenAt');

/** How long after the API last answered "unavailable" (or not at all) the process counts as in an outage. */
export const OUTAGE_WINDOW_MS = 15_000;

/** Seconds a client is asked to wait, as the API asks. */
export { UNAVAILABLE_RETRY_SECONDS as OUTAGE_RETRY_SECONDS } from './contract.ts';

/** Notes that a call to the shop API found it away (a 503, a 5xx, no answer). */
export function noteOutage(now = Date.now()): void {
  (globalThis as { [SEEN_AT]?: number })[SEEN_AT] = now;
}

export function outageSeenAt(): number | null {
  return (globalThis as { [SEEN_AT]?: number })[SEEN_AT] ?? null;
}

export function inOutage(now = Date.now(), seenAt = outageSeenAt()): boolean {
  return seenAt !== null && now - seenAt < OUTAGE_WINDOW_MS;
}

const API_PATH = /^\/(?:api-client|api-auth|api-admin|api-test|_next)(?:\/|$)/;

/**
 * Whether an answer is a page that failed because the shop API is away: a 500 HTML page, not an API
 * answer, while an outage was seen. Next renders a page whose data could not be read as its error
 * page with 500; told apart this way it goes out as a 503 with Retry-After, which says "come back"
 * to browsers and search engines instead of "this page is broken". Any other 500 stays one.
 */
export function isOutagePage(answer: {
  status: number;
  contentType: string;
  path: string;
  outage: boolean;
}): boolean {
  return (
    answer.outage &&
    answer.status === 500 &&
    /^text\/html\b/i.test(answer.contentType) &&
    !API_PATH.test(answer.path)
  );
}
