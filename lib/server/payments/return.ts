import type { Db } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { hasPayload, readIncoming } from './incoming';
import { findAttempt, receivePayment } from './settle';

/**
 * The browser's return carries the result too (NewebPay posts it, LINE Pay's confirm happens here),
 * so it is applied like a notification, whichever arrives first. A return that fails verification
 * still sends the shopper on: their order page shows what the server knows.
 */
export async function returnFromGateway(
  db: Db,
  shopId: number,
  tradeNo: string,
  request: Request,
  origin: string,
): Promise<Response> {
  const attempt = await findAttempt(db, shopId, tradeNo);
  if (!attempt) throw notFound('付款紀錄');
  const incoming = await readIncoming(request);
  if (hasPayload(incoming)) {
    try {
      await receivePayment(db, shopId, tradeNo, incoming, origin);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return new Response(null, { status: 303, headers: { location: attempt.clientCompleteURL } });
}
