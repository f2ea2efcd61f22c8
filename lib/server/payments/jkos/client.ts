import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Fetch } from '../gateway';

/** The DIGEST header value for one payload (JKO Pay's 加簽加密說明): hex HMAC-SHA256 with the secret key. */
export function jkosDigest(secretKey: string, payload: string): string {
  return createHmac('sha256', secretKey).update(payload, 'utf8').digest('hex');
}

/** JKO Pay's answer to every platform API: `result` '000' is success. */
const AnswerSchema = z.object({
  result: z.string(),
  message: z.string().nullish(),
  result_object: z.unknown().nullish(),
});
export type JkosAnswer = z.infer<typeof AnswerSchema>;

export const JKOS_SUCCESS = '000';

const TIMEOUT_MS = 10_000;

/** A call that got no readable answer. The message names the path and JKO Pay's words, never a header. */
export class JkosUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JkosUnreachable';
  }
}

/** One call signed with DIGEST over its payload: the JSON body of a POST, the query string of a GET. */
export function jkosCaller(options: { baseUrl: string; apiKey: string; secretKey: string; fetch: Fetch }) {
  const { baseUrl, apiKey, secretKey, fetch } = options;
  return async function call(
    method: 'GET' | 'POST',
    path: string,
    payload: string,
    signal?: AbortSignal,
  ): Promise<JkosAnswer> {
    const url = method === 'GET' ? `${baseUrl}${path}?${payload}` : `${baseUrl}${path}`;
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'API-KEY': apiKey,
          DIGEST: jkosDigest(secretKey, payload),
        },
        body: method === 'POST' ? payload : undefined,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      // A timeout is a DOMException, not always an Error across realms; its name is enough.
      const reason =
        typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : 'unknown error';
      throw new JkosUnreachable(`JKO Pay ${method} ${path} could not be reached (${reason})`);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new JkosUnreachable(`JKO Pay ${method} ${path} answered HTTP ${response.status} without JSON`);
    }
    const answer = AnswerSchema.safeParse(json);
    if (!answer.success) {
      throw new JkosUnreachable(
        `JKO Pay ${method} ${path} answered HTTP ${response.status} without a result`,
      );
    }
    return answer.data;
  };
}
