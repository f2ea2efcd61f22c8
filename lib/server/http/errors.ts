/**
 * An error meant for the client: its message is shown to shoppers, so it is Traditional Chinese.
 * `details` (a `code` clients branch on, and what they need to act on it) go into the answer too.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: { code: string } & Record<string, unknown>,
    /** Sent with the answer, e.g. Retry-After on a 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `找不到${what}`);
export const badRequest = (message: string) => new HttpError(400, message);
