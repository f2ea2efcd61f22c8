import { count, eq } from 'drizzle-orm';
import type { PaymentInfo, PaymentInfoBody, PaymentType } from '@/lib/api/contract';
import { clock } from '../auth/clock';
import type { Db } from '../db/client';
import { orders, paymentAttempts } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { isPayableOnline } from '../orders/paymentDue';
import { findOrderRow } from '../orders/view';
import type { ShopRef } from '../shops/find';
import { assertOwnUrl } from '../shops/ownUrl';
import { isTakeable, paymentConfigOf } from './configs';
import type { CallbackUrls, Charge, PaymentStart } from './gateway';
import { paymentLog } from './log';
import { GATEWAY_NOT_READY, gatewayFor } from './registry';
import { MAX_ATTEMPTS, tradeNumber } from './tradeNo';

export const PAYMENT_MESSAGES = {
  notPayable: '此訂單目前無法線上付款（已付款、已取消或已超過付款期限）',
  inReview: '此訂單的付款審核中，請等候商店確認，無需再次付款',
  tooManyAttempts: '此訂單的付款嘗試次數已達上限，請聯絡商店',
  gatewayDown: '付款服務暫時無法連線，請稍後再試',
} as const;

/** Why the order cannot take another payment now, or null when it can. */
function refusal(order: Parameters<typeof isPayableOnline>[0], now: Date): string | null {
  if (order.paymentReviewAt !== null && order.status === 'unpaid') return PAYMENT_MESSAGES.inReview;
  return isPayableOnline(order, now) ? null : PAYMENT_MESSAGES.notPayable;
}

/** Our addresses a gateway is given for one attempt. */
function callbackUrls(origin: string, shopId: number, tradeNo: string, backURL: string): CallbackUrls {
  const base = `${origin}/api-client/${shopId}/ecommercePayment/${tradeNo}`;
  return { notifyURL: `${base}/notify`, returnURL: `${base}/return`, backURL };
}

/**
 * POST …/ecommerceOrder/{id}/paymentInfo: a new attempt at paying the member's unpaid order, and
 * what the storefront needs to send the shopper to the gateway. Each call is a new attempt with its
 * own trade number (gateways refuse one they have seen), so paying again after a failure works; the
 * amount is the order's, never the client's.
 */
export async function startPayment(
  db: Db,
  shop: ShopRef,
  memberId: number,
  orderId: number,
  body: PaymentInfoBody,
  origin: string,
): Promise<PaymentInfo> {
  await assertOwnUrl(db, shop.id, body.clientBackURL);
  await assertOwnUrl(db, shop.id, body.clientCompleteURL);
  const order = await findOrderRow(db, { shopId: shop.id, memberId }, orderId);
  if (!order) throw notFound('訂單');
  const now = clock.now();
  const refused = refusal(order, now);
  if (refused) throw new DomainError('conflict', refused);
  const config = await paymentConfigOf(db, shop.id, order.paymentType);
  if (!config?.enable || !isTakeable(config) || !config.gateway)
    throw new DomainError('unavailable', GATEWAY_NOT_READY);
  const gateway = gatewayFor(config, origin);

  const tradeNo = await db.transaction(async (tx) => {
    // The order's row lock numbers concurrent attempts one after the other, and keeps a sweep (or a
    // cancel) from moving the order between the check and the attempt.
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked) throw new DomainError('conflict', PAYMENT_MESSAGES.notPayable);
    const refusedNow = refusal(locked, now);
    if (refusedNow) throw new DomainError('conflict', refusedNow);
    const [tries] = await tx
      .select({ n: count() })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    const n = tries?.n ?? 0;
    if (n >= MAX_ATTEMPTS) throw new DomainError('conflict', PAYMENT_MESSAGES.tooManyAttempts);
    const no = tradeNumber(order.orderNo, n + 1);
    await tx.insert(paymentAttempts).values({
      shopId: shop.id,
      orderId: order.id,
      provider: config.gateway!,
      tradeNo: no,
      amount: order.paymentPrice,
      clientBackURL: body.clientBackURL,
      clientCompleteURL: body.clientCompleteURL,
      createdAt: now,
    });
    return no;
  });

  const receiver = order.receiver as { email?: string | null };
  const charge: Charge = {
    tradeNo,
    amount: order.paymentPrice,
    description: `${shop.name} 訂單 ${order.orderNo}`,
    email: receiver.email ?? null,
    paymentType: order.paymentType as PaymentType,
    expiresAt: order.paymentDueAt ?? new Date(now.getTime() + 24 * 3600_000),
  };
  let started: PaymentStart;
  try {
    started = await gateway.start(charge, callbackUrls(origin, shop.id, tradeNo, body.clientBackURL));
  } catch (error) {
    paymentLog('start-failed', { shopId: shop.id, tradeNo, provider: gateway.provider, error });
    await db
      .update(paymentAttempts)
      .set({ status: 'failed', message: PAYMENT_MESSAGES.gatewayDown, settledAt: clock.now() })
      .where(eq(paymentAttempts.tradeNo, tradeNo));
    throw new DomainError('upstream', PAYMENT_MESSAGES.gatewayDown);
  }
  const { providerTradeNo, ...info } = started;
  if (providerTradeNo)
    await db.update(paymentAttempts).set({ providerTradeNo }).where(eq(paymentAttempts.tradeNo, tradeNo));
  return info;
}
