import { and, eq, inArray, sql } from 'drizzle-orm';
import { clock } from '../auth/clock';
import type { OrderStatus } from '@/lib/api/contract';
import { NO_FLIPS, type StockFlips } from '@/lib/revalidate/change';
import type { Db, DbOrTx, Tx } from '../db/client';
import { shipments } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { createShipment, ecpayEndpoint, type LogisticsEndpoint } from '../logistics/ecpay/client';
import { checkMacValueMatches } from '../logistics/ecpay/checkMacValue';
import {
  LogisticsRefusal,
  NOTICE_ACKNOWLEDGEMENT,
  readNotice,
  type Notice,
  type ParcelFields,
  type ShipmentRequest,
} from '../logistics/ecpay/express';
import { parcelStateOf } from '../logistics/ecpay/status';
import { shopLogistics, type ShopLogistics } from '../logistics/keys';
import { sandboxEndpoint } from '../logistics/sandbox/express';
import { moveOrderIfAllowed } from '../orders/move';
import { DAY_MS } from '../orders/numbers';
import { refundCancelledOrder } from '../payments/refunds';
import { stockGivenBack } from '../revalidate/stock';
import { orderRuleOf } from './orderMoves';
import { statesBefore } from './states';
import type { ParcelEvent } from '../db/schema';

export type ShipmentRow = typeof shipments.$inferSelect;

export const SHIPMENT_MESSAGES = {
  notReady: '此商店尚未設定物流',
  badNotice: '物流通知驗證失敗',
  unknownParcel: '找不到此物流通知的包裹',
} as const;

/**
 * Stores keep a parcel seven days from its arrival (ECPay's "七天未取件" codes); its notices carry
 * no deadline of their own.
 */
export const PICKUP_DAYS = 7;

/** Where a shop's logistics calls go: ECPay in its environment, or the in-app sandbox. */
export function endpointOf(db: DbOrTx, logistics: ShopLogistics, origin: string): LogisticsEndpoint {
  return logistics.provider === 'sandbox'
    ? sandboxEndpoint(db, origin)
    : ecpayEndpoint(logistics.environment);
}

/** The address a shop's status notices are posted to. */
export const notifyUrlOf = (origin: string, shopId: number) =>
  `${origin}/api-client/${shopId}/ecommerceLogistics/notify`;

/**
 * Keeps a parcel the provider created. Recording the same MerchantTradeNo again (a retry after a
 * lost answer) keeps the first row and answers it.
 */
export async function recordShipment(
  db: DbOrTx,
  input: { shopId: number; orderId: number; provider: ShopLogistics['provider']; parcel: ParcelFields },
): Promise<ShipmentRow> {
  const { parcel } = input;
  const status = parcelStateOf(parcel.logisticsType, parcel.rtnCode) ?? 'created';
  const at = (parcel.updatedAt ?? clock.now()).toISOString();
  await db
    .insert(shipments)
    .values({
      shopId: input.shopId,
      orderId: input.orderId,
      provider: input.provider,
      merchantTradeNo: parcel.merchantTradeNo,
      logisticsId: parcel.logisticsId,
      logisticsType: parcel.logisticsType,
      subType: parcel.subType,
      trackingNo: parcel.trackingNo,
      validationNo: parcel.validationNo,
      status,
      statusHistory: [{ status, at, rtnCode: parcel.rtnCode }],
    })
    .onConflictDoNothing({ target: [shipments.shopId, shipments.merchantTradeNo] });
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.shopId, input.shopId), eq(shipments.merchantTradeNo, parcel.merchantTradeNo)));
  return row!;
}

/**
 * Creates the order's parcel at the shop's provider and keeps it. The provider's refusal is a 502
 * naming its message, which holds no keys.
 */
export async function shipWithProvider(
  db: DbOrTx,
  shopId: number,
  orderId: number,
  request: ShipmentRequest,
  origin: string,
): Promise<ShipmentRow> {
  const logistics = await shopLogistics(db, shopId);
  if (!logistics) throw new DomainError('unavailable', SHIPMENT_MESSAGES.notReady);
  const answer = await createShipment(logistics.keys, endpointOf(db, logistics, origin), request);
  if (!answer.ok) throw new DomainError('upstream', `物流建單失敗：${answer.message}`);
  return recordShipment(db, { shopId, orderId, provider: logistics.provider, parcel: answer.parcel });
}

/**
 * What a notice did: whether the parcel changed, the order's status when the change moved it, and
 * the products a cancelled order brought back on sale (to announce once committed).
 */
export type NoticeEffect = { changed: boolean; order: OrderStatus | null; flips: StockFlips };

/**
 * Applies a verified notice to its parcel, once: the update is conditional on the parcel being in
 * a state the notice moves it from, so a replay, a late older notice or two deliveries of the same
 * notice at once change it at most once. A change that ends the parcel's trip moves its order in the
 * same transaction (orderRuleOf): completed when picked up or delivered, cancelled when returned to
 * the shop, refunding what was paid online. A replay changes no parcel, so it moves no order either.
 */
export async function applyNotice(tx: Tx, shopId: number, notice: Notice): Promise<NoticeEffect> {
  const [shipment] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.shopId, shopId), eq(shipments.merchantTradeNo, notice.merchantTradeNo)));
  if (!shipment || shipment.logisticsId !== notice.logisticsId)
    throw new DomainError('not_found', SHIPMENT_MESSAGES.unknownParcel);
  if (!notice.state) return { changed: false, order: null, flips: NO_FLIPS };
  const at = notice.updatedAt ?? clock.now();
  const event: ParcelEvent = { status: notice.state, at: at.toISOString(), rtnCode: notice.rtnCode };
  const changed = await tx
    .update(shipments)
    .set({
      status: notice.state,
      statusHistory: sql`${shipments.statusHistory} || ${JSON.stringify([event])}::jsonb`,
      ...(notice.state === 'arrived'
        ? { pickupDeadline: new Date(at.getTime() + PICKUP_DAYS * DAY_MS) }
        : {}),
      ...(notice.trackingNo && !shipment.trackingNo ? { trackingNo: notice.trackingNo } : {}),
    })
    .where(and(eq(shipments.id, shipment.id), inArray(shipments.status, statesBefore(notice.state))))
    .returning({ id: shipments.id });
  if (!changed.length) return { changed: false, order: null, flips: NO_FLIPS };
  const rule = orderRuleOf(notice.state);
  const moved = rule ? await moveOrderIfAllowed(tx, { shopId }, shipment.orderId, rule) : null;
  // A parcel the shopper never picked up came back: what was paid online goes back too.
  if (moved) await refundCancelledOrder(tx, moved);
  const flips = moved?.status === 'cancelled' ? await stockGivenBack(tx, shopId, [moved.id]) : NO_FLIPS;
  return { changed: true, order: moved?.status ?? null, flips };
}

/**
 * POST …/ecommerceLogistics/notify: a status notice, verified with the shop's own keys (a notice
 * signed with another shop's keys does not verify), applied once, and acknowledged with `1|OK`.
 * A 7-ELEVEN C2C store change comes here too; it is verified and acknowledged, and changes nothing.
 * `flips` tells the route what a returned parcel, cancelling its order, brought back on sale.
 */
export async function receiveNotice(
  db: Db,
  shopId: number,
  form: URLSearchParams,
): Promise<{ answer: Response; flips: StockFlips }> {
  const logistics = await shopLogistics(db, shopId);
  if (!logistics) throw new DomainError('invalid', SHIPMENT_MESSAGES.notReady);
  const fields = Object.fromEntries(form);
  const { hashKey, hashIV, merchantId } = logistics.keys;
  let effect: NoticeEffect = { changed: false, order: null, flips: NO_FLIPS };
  if (fields.StoreType && !fields.RtnCode) {
    if (fields.MerchantID !== merchantId || !checkMacValueMatches(fields, hashKey, hashIV, 'md5'))
      throw new DomainError('invalid', SHIPMENT_MESSAGES.badNotice);
  } else {
    let notice: Notice;
    try {
      notice = readNotice(fields, logistics.keys);
    } catch (error) {
      if (error instanceof LogisticsRefusal) throw new DomainError('invalid', SHIPMENT_MESSAGES.badNotice);
      throw error;
    }
    effect = await db.transaction((tx) => applyNotice(tx, shopId, notice));
  }
  return {
    answer: new Response(NOTICE_ACKNOWLEDGEMENT, {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    }),
    flips: effect.flips,
  };
}
