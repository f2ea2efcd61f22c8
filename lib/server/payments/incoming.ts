import type { Incoming } from './gateway';
import { HttpError } from '../http/errors';

/** Gateways' notifications are small forms or JSON; anything larger is not one of them. */
const MAX_BODY = 64 * 1024;

/** Reads a gateway's request once, keeping the raw body its signature covers. */
export async function readIncoming(request: Request): Promise<Incoming> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY) throw new HttpError(413, '通知內容過大');
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  if (body.length > MAX_BODY) throw new HttpError(413, '通知內容過大');
  return { method: request.method, query: new URL(request.url).searchParams, body, headers: request.headers };
}

/** Whether a return carries anything to verify (a shopper may also just come back). */
export const hasPayload = (incoming: Incoming) => incoming.body.length > 0 || incoming.query.size > 0;
