/** Every call resolves, never throws: `[data, null]` on success, `[null, message]` on failure. */
export type Result<T> = [T, null] | [null, string];

export const ok = <T>(data: T): Result<T> => [data, null];
export const fail = <T = never>(message: string): Result<T> => [null, message];

/** The message a failed response carries: `msg`, else `message`, else the transport's own. */
export function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { msg, message } = body as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg) return msg;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/** The messages of the calls that failed, each once, in order. */
export function failuresOf(...results: Result<unknown>[]): string[] {
  return [...new Set(results.flatMap(([, error]) => (error === null ? [] : [error])))];
}
