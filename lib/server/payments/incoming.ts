import type { Incoming } from './gateway';
import { FORM_BODY_LIMIT, readBody } from '../kernel/body';

/** Reads a gateway's request once, keeping the raw body its signature covers. */
export async function readIncoming(request: Request): Promise<Incoming> {
  const body = await readBody(request, FORM_BODY_LIMIT);
  return { method: request.method, query: new URL(request.url).searchParams, body, headers: request.headers };
}

/** Whether a return carries anything to verify (a shopper may also just come back). */
export const hasPayload = (incoming: Incoming) => incoming.body.length > 0 || incoming.query.size > 0;
