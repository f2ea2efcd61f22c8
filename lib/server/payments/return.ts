import type { Db } from '../db/client';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { paymentLog } from './log';
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
      // Refusals are logged where they happen; a provider that could not be reached is logged here.
      // Either way the shopper goes on to their order, which shows what the server knows.
      if (!(error instanceof DomainError)) paymentLog('return-failed', { shopId, tradeNo, error });
    }
  }
  return new Response(null, { status: 303, headers: { location: attempt.clientCompleteURL } });
}
