import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { OrderDeliverySchema, OrderQuoteSchema, OrderReceiverSchema, type Order } from '@/lib/api/contract';
import { ORDER_STATUS_LABELS } from '@/lib/order/labels';
import { clock } from '../auth/clock';
import type { Db } from '../db/client';
import { footerConfigs, providerIntents } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { shopLogistics } from '../logistics/keys';
import { HostSchema } from '../shops/identity';
import { parcelCreated } from '../orders/lifecycle';
import { OrderRefSchema, orderIdOf } from '../orders/transitions';
import { findOrderRow, stateOf, toOrder, type OrderRow } from '../orders/view';
import { enqueueIntent } from '../outbox/enqueue';
import type { Intent } from '../outbox/handler';
import { workerName } from '../outbox/loop';
import { leaseMsOf } from '../outbox/claim';
import { sendIntentNow } from '../outbox/worker';
import { findShopByHost } from '../shops/byHost';
import { shipmentCreateHandler, shipmentPayload } from './intent';
import { parcelLabelUrl } from './label';
import { planShipment, type ShopContact } from './request';
import { notifyUrlOf, SHIPMENT_MESSAGES } from './service';
import { shipmentTradeNo } from './tradeNo';
import { latestShipment, parcelView } from './view';

export const OperatorShipBodySchema = z.object({
  host: HostSchema,
  orderId: OrderRefSchema,
  /** Grams; home delivery with a weight goes by the post, which prices by it. */
  weight: z
    .number({ error: '重量須為公克數（正整數）' })
    .int({ error: '重量須為公克數（正整數）' })
    .positive({ error: '重量須為公克數（正整數）' })
    .max(20_000, { error: '重量最多 20,000 公克' })
    .optional(),
});
export type OperatorShipBody = z.output<typeof OperatorShipBodySchema>;

/** The order with its parcel, and where its label is printed. */
export type ShipAnswer = Order & { labelUrl: string };

/** One parcel per order: a parcel created again after a return would be the order's next attempt. */
const FIRST_ATTEMPT = 1;

const ContactsSchema = z.array(z.object({ name: z.string(), text: z.string() }).loose()).catch([]);

async function shopContacts(db: Db, shopId: number): Promise<ShopContact[]> {
  const [row] = await db
    .select({ contactUs: footerConfigs.contactUs })
    .from(footerConfigs)
    .where(eq(footerConfigs.shopId, shopId));
  return ContactsSchema.parse(row?.contactUs ?? []);
}

async function intentOfKey(db: Db, shopId: number, key: string): Promise<Intent | null> {
  const [intent] = await db
    .select()
    .from(providerIntents)
    .where(
      and(
        eq(providerIntents.shopId, shopId),
        eq(providerIntents.kind, 'shipment.create'),
        eq(providerIntents.key, key),
      ),
    );
  return intent ?? null;
}

/** The failure kept on the intent, without its code: `refused: 門市已關轉` reads 門市已關轉. */
const reasonOf = (intent: Intent) => intent.lastError?.replace(/^[\w-]+: /, '') ?? '沒有回覆';

/**
 * Why there is no parcel yet although a create was written: in words the operator can act on, and
 * in details (`pending`, the carrier's `reason`) that the console words its own way.
 */
function notYet(intent: Intent): DomainError {
  if (intent.status === 'sending')
    return new DomainError(
      'conflict',
      `此訂單的託運單正在建立中（供應商呼叫 #${intent.id}），請稍後再執行 ship 查看`,
      { code: 'conflict', pending: true },
    );
  const details = { code: 'unavailable', reason: reasonOf(intent), retrying: intent.status !== 'failed' };
  if (intent.status === 'failed')
    return new DomainError(
      'upstream',
      `物流建單失敗：${reasonOf(intent)}。已停止重試；排除原因後以 intents retry --id ${intent.id} 重送`,
      details,
    );
  return new DomainError(
    'upstream',
    `物流建單失敗：${reasonOf(intent)}。將於 ${intent.nextAttemptAt.toISOString()} 自動重試（供應商呼叫 #${intent.id}）`,
    details,
  );
}

const cannotShip = (row: OrderRow) =>
  new DomainError('conflict', `此訂單目前為「${ORDER_STATUS_LABELS[row.status]}」，無法出貨`);

/** The create for the order, written once: checked against the order and ECPay's rules first. */
async function writeCreate(
  db: Db,
  shop: { id: number; name: string },
  row: OrderRow,
  weight: number | undefined,
  origin: string,
) {
  if (!parcelCreated(stateOf(row)).ok) throw cannotShip(row);
  if (!(await shopLogistics(db, shop.id))) throw new DomainError('unavailable', SHIPMENT_MESSAGES.notReady);
  const merchantTradeNo = shipmentTradeNo(row.orderNo, FIRST_ATTEMPT);
  const plan = planShipment({
    order: {
      paymentType: row.paymentType,
      paid: row.paidAt !== null,
      paymentPrice: row.paymentPrice,
      amounts: OrderQuoteSchema.parse(row.amounts),
      delivery: OrderDeliverySchema.parse(row.delivery),
      receiver: OrderReceiverSchema.parse(row.receiver),
    },
    shop: { name: shop.name, contacts: await shopContacts(db, shop.id) },
    merchantTradeNo,
    serverReplyURL: notifyUrlOf(origin, shop.id),
    weightGrams: weight,
    now: clock.now(),
  });
  if (!plan.ok) throw new DomainError('invalid', plan.message);
  return db.transaction(async (tx) => {
    // Read again inside the transaction: an order cancelled meanwhile gets no create.
    const current = await findOrderRow(tx, { shopId: shop.id }, row.id);
    if (!current || !parcelCreated(stateOf(current)).ok) throw cannotShip(current ?? row);
    const { id } = await enqueueIntent(tx, {
      shopId: shop.id,
      orderId: row.id,
      kind: 'shipment.create',
      key: merchantTradeNo,
      payload: shipmentPayload(plan.request),
    });
    return id;
  });
}

/**
 * `npm run operator -- ship`: hands the order's parcel to the shop's carrier and answers its tracking
 * number, status and label address. The create is an intent written in a transaction and sent at
 * once through the worker's own path (claimed, sent, settled: the parcel recorded and the order
 * shipped together); if the provider fails, the intent stays for the worker. Asking again answers
 * the same parcel, or the same create still under way, never a second parcel.
 */
export async function shipOrder(db: Db, body: OperatorShipBody, origin: string): Promise<ShipAnswer> {
  const shop = await findShopByHost(db, body.host);
  return shipOrderOf(db, shop, await orderIdOf(db, shop.id, body.orderId), body.weight, origin);
}

/** The order's parcel, created once (see shipOrder): the console's and the operator's path. */
export async function shipOrderOf(
  db: Db,
  shop: { id: number; name: string },
  id: number,
  weight: number | undefined,
  origin: string,
): Promise<ShipAnswer> {
  const row = await findOrderRow(db, { shopId: shop.id }, id);
  if (!row) throw notFound('訂單');

  let shipment = await latestShipment(db, shop.id, id);
  if (!shipment) {
    const key = shipmentTradeNo(row.orderNo, FIRST_ATTEMPT);
    const intentId =
      (await intentOfKey(db, shop.id, key))?.id ?? (await writeCreate(db, shop, row, weight, origin));
    const sent = await sendIntentNow(db, intentId, {
      handlers: { 'shipment.create': shipmentCreateHandler },
      owner: workerName(),
      leaseMs: leaseMsOf(process.env.INTENT_LEASE_SECONDS),
    });
    shipment = await latestShipment(db, shop.id, id);
    if (!shipment) throw notYet(sent.intent);
  }
  const order = (await findOrderRow(db, { shopId: shop.id }, id))!;
  return {
    ...toOrder(order, parcelView(shipment)),
    labelUrl: parcelLabelUrl(origin, shop.id, shipment.merchantTradeNo),
  };
}
