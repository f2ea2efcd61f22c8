import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db } from '../db/client';
import { orders, paymentAttempts } from '../db/schema';
import { loopbackOrigin } from '../http/origin';
import { IntentError, type IntentHandler } from '../outbox/handler';
import { paymentConfigOf } from './configs';
import { NewebPayCredentialsSchema } from './newebpay/gateway';
import {
  GatewayRefundRefused,
  GatewayRefundUnanswered,
  refundableBalance,
  refundCard,
} from './newebpay/refund';
import { markReturnRefunded } from './refunds';

export const RefundPayloadSchema = z.object({
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
  fetch?: typeof fetch;
};

/**
 * The `payment.refund` handler: refunds through the sandbox gateway (NewebPay's card refund). The
 * refund call carries no key of its own, so a retry first asks what the trade still holds
 * (QueryTradeInfo's BackBalance): no more than this refund leaves means a first try already
 * refunded. A refusal is final (`refused`); no answer is tried again.
 */
export function refundHandler(options: RefundHandlerOptions = {}): IntentHandler {
  const dbOf = options.db ?? getDb;
  return {
    send: async (call) => {
      const db = await dbOf();
      const payload = RefundPayloadSchema.parse(call.payload);
      const [trade] = await db
        .select({ provider: paymentAttempts.provider, paymentType: orders.paymentType })
        .from(paymentAttempts)
        .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
        .where(and(eq(paymentAttempts.shopId, call.shopId), eq(paymentAttempts.tradeNo, payload.tradeNo)));
      if (!trade) throw new IntentError('permanent', 'no-trade', '找不到此退款的付款交易');
      if (trade.provider !== 'sandbox')
        throw new IntentError('permanent', 'no-refund', '此金流的退款須由商店自行處理');
      const config = await paymentConfigOf(db, call.shopId, trade.paymentType);
      const keys = NewebPayCredentialsSchema.safeParse(config?.credentials);
      if (!keys.success) throw new IntentError('permanent', 'no-keys', '商店的測試金流金鑰不存在');
      const base = `${(options.origin ?? loopbackOrigin)()}/api-client/sandboxGateway`;
      const calls = { fetch: options.fetch, signal: call.signal };
      try {
        if (call.attempt > 1) {
          const left = await refundableBalance(
            keys.data,
            base,
            { tradeNo: payload.tradeNo, amount: payload.paid },
            calls,
          );
          if (left <= payload.balanceAfter) return { refunded: payload.amount, providerTradeNo: null };
        }
        const done = await refundCard(
          keys.data,
          base,
          { tradeNo: payload.tradeNo, amount: payload.amount },
          calls,
        );
        return { refunded: payload.amount, providerTradeNo: done.providerTradeNo };
      } catch (error) {
        if (error instanceof GatewayRefundRefused)
          throw new IntentError('permanent', 'refused', error.message);
        if (error instanceof GatewayRefundUnanswered)
          throw new IntentError('transient', 'provider', error.message);
        throw error;
      }
    },
    settle: async (tx, intent) => {
      const payload = RefundPayloadSchema.safeParse(intent.payload);
      if (payload.success && payload.data.returnId) await markReturnRefunded(tx, payload.data.returnId);
    },
  };
}
