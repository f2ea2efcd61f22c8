import { and, eq } from 'drizzle-orm';
import type { PaymentType } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { orders, paymentAttempts, providerIntents } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { loopbackOrigin } from '../kernel/origin';
import { upToLeft } from '../orders/leftToGive';
import { enqueueIntent } from '../outbox/enqueue';
import { paymentConfigOf } from './configs';
import type { Fetch, Refunds } from './gateway';
import type { GatewayProvider } from '@/lib/console/contract/settings';
import { gatewayFor } from './registry';

/**
 * Refunds through the gateway an order was paid with, as `payment.refund` intents written in the
 * transaction of the change that owes the money (an approved return, a cancel of a paid order, money
 * that arrived for an order cancelled meanwhile). Only a gateway whose adapter has a refund API that
 * takes this payment is asked; otherwise the shop refunds by hand.
 */

type PaidTrade = { tradeNo: string; amount: number; provider: GatewayProvider };

/**
 * The refund API of the gateway that took a payment, when it can refund it: the shop still pays
 * this type through that gateway (its keys are the ones the refund is signed with), the keys fit,
 * and the gateway refunds payments of this type (a card, not a transfer to a virtual account).
 */
export async function gatewayRefunds(
  db: DbOrTx,
  shopId: number,
  trade: { provider: GatewayProvider; paymentType: PaymentType },
  calls: { origin?: string; fetch?: Fetch } = {},
): Promise<Refunds | null> {
  const config = await paymentConfigOf(db, shopId, trade.paymentType);
  if (!config || config.gateway !== trade.provider) return null;
  try {
    const { refund } = gatewayFor(config, calls.origin ?? loopbackOrigin(), calls.fetch);
    return refund?.accepts(trade.paymentType) ? refund : null;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * The order's paid gateway trade (the attempt `attemptId` when given), when its gateway can refund
 * it here.
 */
export async function refundableTrade(
  db: DbOrTx,
  shopId: number,
  orderId: number,
  attemptId?: number,
): Promise<PaidTrade | null> {
  const [paid] = await db
    .select({
      tradeNo: paymentAttempts.tradeNo,
      amount: paymentAttempts.amount,
      provider: paymentAttempts.provider,
      paymentType: orders.paymentType,
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(
      and(
        eq(paymentAttempts.shopId, shopId),
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.status, 'paid'),
        attemptId === undefined ? undefined : eq(paymentAttempts.id, attemptId),
      ),
    )
    .limit(1);
  if (!paid) return null;
  const refunds = await gatewayRefunds(db, shopId, {
    provider: paid.provider,
    paymentType: paid.paymentType as PaymentType,
  });
  return refunds ? { tradeNo: paid.tradeNo, amount: paid.amount, provider: paid.provider } : null;
}

/**
 * Writes the refund of `amount` of the trade, cut to what the trade still holds once the refunds
 * already written for it are counted: a return refunded through the gateway, then the parcel coming
 * back, refunds the rest and no more. Answers the amount written (0: nothing was left, no intent).
 * `balanceAfter`, what the trade still holds once this refund is made, lets a retry tell whether a
 * first try whose answer was lost already refunded.
 */
export async function enqueueRefund(
  tx: DbOrTx,
  order: { id: number; shopId: number },
  trade: PaidTrade,
  refund: { key: string; amount: number; returnId: number | null },
): Promise<number> {
  const earlier = await tx
    .select({ key: providerIntents.key, payload: providerIntents.payload })
    .from(providerIntents)
    .where(
      and(
        eq(providerIntents.shopId, order.shopId),
        eq(providerIntents.orderId, order.id),
        eq(providerIntents.kind, 'payment.refund'),
      ),
    );
  const ofTrade = earlier.filter((i) => i.payload.tradeNo === trade.tradeNo);
  // The same change replayed: its refund is written already.
  const same = ofTrade.find((i) => i.key === refund.key);
  if (same) return Number(same.payload.amount ?? 0);
  const refunded = ofTrade.reduce((total, i) => total + Number(i.payload.amount ?? 0), 0);
  const amount = upToLeft(refund.amount, trade.amount - refunded);
  if (amount <= 0) return 0;
  await enqueueIntent(tx, {
    shopId: order.shopId,
    orderId: order.id,
    kind: 'payment.refund',
    key: refund.key,
    payload: {
      tradeNo: trade.tradeNo,
      paid: trade.amount,
      amount,
      balanceAfter: trade.amount - refunded - amount,
      returnId: refund.returnId,
    },
  });
  return amount;
}

/**
 * A paid order that is cancelled (by the shop, or by its parcel coming back to the shop unpicked) is
 * refunded through the gateway that took the payment, where its API can refund, of what no return
 * refunded yet; otherwise the shop refunds it by hand. The key is the trade's, so a second cancel path
 * writes no second refund.
 */
export async function refundCancelledOrder(
  tx: DbOrTx,
  order: { id: number; shopId: number; status: string; paidAt: Date | null },
): Promise<void> {
  if (order.status !== 'cancelled' || !order.paidAt) return;
  const trade = await refundableTrade(tx, order.shopId, order.id);
  if (trade)
    await enqueueRefund(tx, order, trade, { key: `${trade.tradeNo}C`, amount: trade.amount, returnId: null });
}
