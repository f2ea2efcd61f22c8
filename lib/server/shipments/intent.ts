import { z } from 'zod';
import { getDb, type Tx } from '../db/client';
import { createShipment } from '../logistics/ecpay/client';
import { LogisticsRefusal, ShipmentRequestSchema, type ShipmentRequest } from '../logistics/ecpay/express';
import { shopLogistics } from '../logistics/keys';
import { parcelCreated, parcelMayBeCreated } from '../orders/lifecycle';
import { moveOrderIfAllowed } from '../orders/move';
import { findOrderRow, stateOf } from '../orders/view';
import { IntentError, type Intent, type IntentCall, type IntentHandler } from '../outbox/handler';
import { endpointOf, recordShipment, SHIPMENT_MESSAGES } from './service';

/**
 * `shipment.create`: the parcel an operator's `ship` asked for, sent by the outbox (docs/provider-calls.md).
 * The intent's key is the parcel's MerchantTradeNo, which ECPay dedupes on; `createShipment` asks for
 * a parcel with that number before creating, so a retry after a lost answer finds the first parcel.
 */

/** What the intent holds: the request as `ship` built and checked it. No keys. */
export const shipmentPayload = (request: ShipmentRequest) => ({
  request: { ...request, tradeDate: request.tradeDate.toISOString() },
});

const PayloadSchema = z.object({
  request: z.object({ tradeDate: z.iso.datetime() }).loose(),
});

function requestOf(call: Pick<IntentCall, 'payload' | 'key'>): ShipmentRequest {
  const payload = PayloadSchema.safeParse(call.payload);
  const request = payload.success
    ? ShipmentRequestSchema.safeParse({
        ...payload.data.request,
        tradeDate: new Date(payload.data.request.tradeDate),
      })
    : null;
  if (!request?.success || request.data.merchantTradeNo !== call.key)
    throw new IntentError('permanent', 'bad-payload', 'the intent holds no shipment request for its key');
  return request.data;
}

/** The answer kept on the intent, and what `settle` records: the parcel's numbers, no keys. */
const ResultSchema = z.object({
  provider: z.enum(['ecpay', 'sandbox']),
  parcel: z.object({
    merchantTradeNo: z.string(),
    logisticsId: z.string(),
    logisticsType: z.enum(['CVS', 'HOME']),
    subType: z.string(),
    rtnCode: z.string(),
    rtnMsg: z.string(),
    trackingNo: z.string().nullable(),
    validationNo: z.string().nullable(),
    updatedAt: z.iso.datetime().nullable(),
  }),
});

async function send(call: IntentCall): Promise<Record<string, unknown>> {
  const request = requestOf(call);
  const db = await getDb();
  const logistics = await shopLogistics(db, call.shopId);
  if (!logistics) throw new IntentError('permanent', 'not-ready', SHIPMENT_MESSAGES.notReady);
  const order = call.orderId === null ? null : await findOrderRow(db, { shopId: call.shopId }, call.orderId);
  // An order cancelled since `ship` gets no parcel; one the shop marked shipped by hand still does.
  if (!order || !parcelMayBeCreated(stateOf(order)))
    throw new IntentError('permanent', 'order-moved', '訂單已不在待出貨狀態，未建立託運單');
  // The origin the notify address was built with is where this deployment is reached (the sandbox
  // answers in process, so it matters only for the addresses the provider is given).
  const endpoint = endpointOf(db, logistics, new URL(request.serverReplyURL).origin);
  // The calls carry their own timeout (15 s each, well inside the worker's limit), so `signal` is not
  // passed on.
  let answer;
  try {
    answer = await createShipment(logistics.keys, endpoint, request);
  } catch (error) {
    if (error instanceof LogisticsRefusal)
      throw new IntentError('permanent', 'bad-answer', '物流商回覆的檢查碼不符，請確認物流金鑰');
    // A network library's message may quote the request; what the operator needs is that it failed.
    throw new IntentError('transient', 'unreachable', '無法連上物流商');
  }
  if (!answer.ok) throw new IntentError('permanent', 'refused', answer.message);
  return {
    provider: logistics.provider,
    parcel: { ...answer.parcel, updatedAt: answer.parcel.updatedAt?.toISOString() ?? null },
  };
}

/**
 * With `done`, in one transaction: the parcel is kept, and an order waiting to ship is shipped. An
 * order the shop shipped by hand meanwhile keeps its status; the parcel is still recorded.
 */
async function settle(tx: Tx, intent: Intent, result: Record<string, unknown>): Promise<void> {
  const { provider, parcel } = ResultSchema.parse(result);
  if (intent.orderId === null) return;
  await recordShipment(tx, {
    shopId: intent.shopId,
    orderId: intent.orderId,
    provider,
    parcel: { ...parcel, updatedAt: parcel.updatedAt ? new Date(parcel.updatedAt) : null },
  });
  await moveOrderIfAllowed(tx, { shopId: intent.shopId }, intent.orderId, parcelCreated);
}

export const shipmentCreateHandler: IntentHandler = { send, settle };
