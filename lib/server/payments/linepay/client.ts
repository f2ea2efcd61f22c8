import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Fetch } from '../gateway';
import { linePayHeaders, parseLinePayJson } from './signature';

/** A LINE Pay answer: `returnCode` '0000' is success; `info` depends on the API. */
const AnswerSchema = z.object({
  returnCode: z.string(),
  returnMessage: z.string().default(''),
  info: z.unknown().optional(),
});
export type LinePayAnswer = z.infer<typeof AnswerSchema>;

export const LINE_PAY_SUCCESS = '0000';

/** A call that got no readable answer. The message names the path and LINE Pay's words, never a header. */
export class LinePayUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LinePayUnreachable';
  }
}

/**
 * One signed call to LINE Pay's Online API v3 (a fresh nonce each), its answer read with transaction
 * ids kept as strings. `payload` is the JSON body of a POST or the query string of a GET.
 */
export function linePayCaller(options: {
  baseUrl: string;
  channelId: string;
  channelSecret: string;
  fetch: Fetch;
}) {
  const { baseUrl, channelId, channelSecret, fetch } = options;
  return async function call(
    method: 'GET' | 'POST',
    path: string,
    payload: string,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<LinePayAnswer> {
    const headers = linePayHeaders(channelId, channelSecret, path, payload, randomUUID());
    const url = method === 'GET' && payload ? `${baseUrl}${path}?${payload}` : `${baseUrl}${path}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: method === 'POST' ? payload : undefined,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      // A timeout is a DOMException, not always an Error across realms; its name is enough.
      const reason =
        typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : 'unknown error';
      throw new LinePayUnreachable(`LINE Pay ${method} ${path} could not be reached (${reason})`);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = parseLinePayJson(text);
    } catch {
      throw new LinePayUnreachable(
        `LINE Pay ${method} ${path} answered HTTP ${response.status} without JSON`,
      );
    }
    const answer = AnswerSchema.safeParse(json);
    if (!answer.success) {
      throw new LinePayUnreachable(
        `LINE Pay ${method} ${path} answered HTTP ${response.status} without a returnCode`,
      );
    }
    return answer.data;
  };
}
