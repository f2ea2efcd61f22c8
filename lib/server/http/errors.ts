/** An error meant for the client: its message is shown to shoppers, so it is Traditional Chinese. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent with the answer, e.g. Retry-After on a 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `找不到${what}`);
export const badRequest = (message: string) => new HttpError(400, message);
