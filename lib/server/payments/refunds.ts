import { and, eq } from 'drizzle-orm';
import { clock } from '../auth/clock';
import type { DbOrTx } from '../db/client';
import { orderReturns, paymentAttempts, providerIntents } from '../db/schema';
import { enqueueIntent } from '../outbox/enqueue';
import type { GatewayProvider } from './gateway';
import { sandboxAllowed } from './sandbox/gateway';

/**
 * Refunds through the gateway an order was paid with, as `payment.refund` intents written in the
 * transaction of the change that owes the money (an approved return, a shop's cancel of a paid
 * order). Only gateways whose refund is built here are asked; for the others the shop refunds by
 * hand.
 */

/** Gateways this system can refund through: the sandbox, which speaks NewebPay's card refund. */
export const REFUNDING_PROVIDERS: readonly GatewayProvider[] = ['sandbox'];

type PaidTrade = { tradeNo: string; amount: number; provider: GatewayProvider };

/** The order's paid gateway trade, when its gateway can refund here. */
export async function refundableTrade(
  db: DbOrTx,
  shopId: number,
  orderId: number,
): Promise<PaidTrade | null> {
  const [paid] = await db
    .select({
      tradeNo: paymentAttempts.tradeNo,
      amount: paymentAttempts.amount,
      provider: paymentAttempts.provider,
    })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.shopId, shopId),
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.status, 'paid'),
      ),
    )
    .limit(1);
  if (!paid || !REFUNDING_PROVIDERS.includes(paid.provider)) return null;
  if (paid.provider === 'sandbox' && !sandboxAllowed()) return null;
  return paid;
}

/**
 * Writes the refund of `amount` of the trade. `balanceAfter`, what the trade still holds once this
 * refund is made, lets a retry tell whether a first try whose answer was lost already refunded.
 */
export async function enqueueRefund(
  tx: DbOrTx,
  order: { id: number; shopId: number },
  trade: PaidTrade,
  refund: { key: string; amount: number; returnId: number | null },
): Promise<void> {
  const earlier = await tx
    .select({ payload: providerIntents.payload })
    .from(providerIntents)
    .where(
      and(
        eq(providerIntents.shopId, order.shopId),
        eq(providerIntents.orderId, order.id),
        eq(providerIntents.kind, 'payment.refund'),
      ),
    );
  const refunded = earlier.reduce((total, i) => total + Number(i.payload.amount ?? 0), 0);
  await enqueueIntent(tx, {
    shopId: order.shopId,
    orderId: order.id,
    kind: 'payment.refund',
    key: refund.key,
    payload: {
      tradeNo: trade.tradeNo,
      paid: trade.amount,
      amount: refund.amount,
      balanceAfter: trade.amount - refunded - refund.amount,
      returnId: refund.returnId,
    },
  });
}

/** The return's money is back: it is 已退款 (the refund intent's settle). */
export async function markReturnRefunded(tx: DbOrTx, returnId: number): Promise<void> {
  await tx
    .update(orderReturns)
    .set({ status: 'refunded', refundStatus: 'done', refundedAt: clock.now() })
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, 'approved')));
}
