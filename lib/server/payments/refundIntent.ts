import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentType } from '@/lib/api/contract';
import { getDb, type Db } from '../db/client';
import { orderReturns, orders, paymentAttempts } from '../db/schema';
import { loopbackOrigin } from '../kernel/origin';
import { IntentError, type IntentHandler } from '../outbox/handler';
import { RefundRefused, RefundUnanswered, type Fetch, type Refund } from './gateway';
import { makeRefundManual, markReturnRefunded } from '../returns/records';
import { gatewayRefunds } from './refunds';

const RefundPayloadSchema = z.object({
  tradeNo: z.string().min(1),
  paid: z.number().int().positive(),
  amount: z.number().int().positive(),
  balanceAfter: z.number().int(),
  returnId: z.number().int().positive().nullable(),
});

export type RefundHandlerOptions = {
  db?: () => Promise<Db>;
  /** Where the sandbox gateway answers: this process on loopback unless told. */
  origin?: () => string;
  /** How the gateways are reached; tests hand in fakes that speak their protocols. */
  fetch?: Fetch;
};

/**
 * The `payment.refund` handler: refunds through the refund API of the gateway that took the
 * payment (`Gateway.refund`). Most gateways' refund carries no key of ours, so a retry first asks
 * what the trade may still refund: no more than this refund leaves means a first try whose answer was
 * lost already refunded, and it is not sent again. A refusal is final (`refused`): the return's
 * refund becomes the shop's to make by hand. No answer is tried again. A return's refund is sent only
 * while the return still waits for the gateway's: once it is the shop's to make (or made), an
 * operator's `intents retry` of the refused call must not pay the shopper a second time.
 */
export function refundHandler(options: RefundHandlerOptions = {}): IntentHandler {
  const dbOf = options.db ?? getDb;
  return {
    send: async (call) => {
      const db = await dbOf();
      const payload = RefundPayloadSchema.parse(call.payload);
      if (payload.returnId !== null && !(await awaitsGatewayRefund(db, call.shopId, payload.returnId)))
        throw new IntentError('permanent', 'manual', '此退貨的退款已改由商店自行處理，不再經由金流送出');
      const [trade] = await db
        .select({
          provider: paymentAttempts.provider,
          providerTradeNo: paymentAttempts.providerTradeNo,
          paymentType: orders.paymentType,
        })
        .from(paymentAttempts)
        .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
        .where(and(eq(paymentAttempts.shopId, call.shopId), eq(paymentAttempts.tradeNo, payload.tradeNo)));
      if (!trade) throw new IntentError('permanent', 'no-trade', '找不到此退款的付款交易');
      const refunds = await gatewayRefunds(
        db,
        call.shopId,
        { provider: trade.provider, paymentType: trade.paymentType as PaymentType },
        { origin: (options.origin ?? loopbackOrigin)(), fetch: options.fetch },
      );
      if (!refunds)
        throw new IntentError('permanent', 'no-refund', '此付款無法經由金流退款，須由商店自行退款');
      const refund: Refund = {
        tradeNo: payload.tradeNo,
        providerTradeNo: trade.providerTradeNo,
        paid: payload.paid,
        amount: payload.amount,
        key: call.key,
      };
      try {
        if (call.attempt > 1) {
          const left = await refunds.refundable(refund, call.signal);
          if (left !== null && left <= payload.balanceAfter)
            return { refunded: payload.amount, reference: null, seenOnRetry: true };
        }
        const done = await refunds.send(refund, call.signal);
        return { refunded: payload.amount, reference: done.reference };
      } catch (error) {
        if (error instanceof RefundRefused) throw new IntentError('permanent', 'refused', error.message);
        if (error instanceof RefundUnanswered) throw new IntentError('transient', 'provider', error.message);
        throw error;
      }
    },
    settle: async (tx, intent) => {
      const payload = RefundPayloadSchema.safeParse(intent.payload);
      if (payload.success && payload.data.returnId) await markReturnRefunded(tx, payload.data.returnId);
    },
    settleRefusal: async (tx, intent) => {
      const payload = RefundPayloadSchema.safeParse(intent.payload);
      if (payload.success && payload.data.returnId) await makeRefundManual(tx, payload.data.returnId);
    },
  };
}

/** Whether the return is approved and its refund still the gateway's to make. */
async function awaitsGatewayRefund(db: Db, shopId: number, returnId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.id, returnId),
        eq(orderReturns.shopId, shopId),
        eq(orderReturns.status, 'approved'),
        eq(orderReturns.refundMethod, 'gateway'),
      ),
    );
  return found !== undefined;
}
