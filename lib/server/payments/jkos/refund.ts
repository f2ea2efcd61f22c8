/**
 * JKO Pay's order refund (open-doc.jkos.com, 線上支付 OnlinePay › 訂單退款 Refund API):
 * `POST /platform/refund` with `{platform_order_id, refund_order_id, refund_amount}`, signed with
 * DIGEST like the entry; full, partial and repeated partial refunds up to the order's final price.
 * `refund_order_id` is ours and documented as unique: one refund id refunds once. We send the
 * intent's key, the same on every try, so a retry cannot refund twice at JKO Pay; code 105 is the
 * documented answer to the same id with another amount.
 *
 * A retry also first reads the order's refunds (訂單查詢 Inquiry API, "payment and refund history"):
 * `final_price` less the refunds of `refund_history[]`. Its field names (`refund_history`, `amount`)
 * are taken from public integrations, not from JKO Pay's page; when they are absent the key alone
 * keeps the retry single. Pure apart from `jkosRefunds`, which calls through the signed caller.
 */
import { z } from 'zod';
import { RefundRefused, RefundUnanswered, type Refund, type Refunds } from '../gateway';
import { JKOS_SUCCESS, JkosUnreachable, type jkosCaller } from './client';

/**
 * The refund's codes (代碼意義 API Response Code) that say JKO Pay did not act: 999, its unexpected
 * error. Every other is a refusal: no such order (100), a wrong amount (103), another amount for the
 * same refund id (105), the store's limits (108), more than the store has yet to be paid out (113),
 * bad parameters (200, 201), more than the order's total (922).
 */
const NOT_ACTED = ['999'];

export type RefundCodeMeaning = 'refunded' | 'not-acted' | 'refused';

export function refundCodeMeaning(result: string): RefundCodeMeaning {
  if (result === JKOS_SUCCESS) return 'refunded';
  return NOT_ACTED.includes(result) ? 'not-acted' : 'refused';
}

export const refundBody = (refund: Pick<Refund, 'tradeNo' | 'key' | 'amount'>): string =>
  JSON.stringify({
    platform_order_id: refund.tradeNo,
    refund_order_id: refund.key,
    refund_amount: refund.amount,
  });

const RefundObjectSchema = z.object({ refund_tradeNo: z.coerce.string() });

const InquirySchema = z.object({
  transactions: z.array(
    z.object({
      platform_order_id: z.string(),
      final_price: z.coerce.number(),
      refund_history: z.array(z.object({ amount: z.coerce.number() })).optional(),
    }),
  ),
});

/** What the order may still refund by the inquiry's answer; null when it lists no refund history. */
export function refundableOf(resultObject: unknown, tradeNo: string): number | null {
  const inquiry = InquirySchema.safeParse(resultObject);
  if (!inquiry.success) return null;
  const order = inquiry.data.transactions.find((t) => t.platform_order_id === tradeNo);
  if (!order?.refund_history) return null;
  return order.final_price - order.refund_history.reduce((total, r) => total + r.amount, 0);
}

/** JKO Pay's refund, through the gateway's signed caller. Every JKO Pay payment is refundable by API. */
export function jkosRefunds(call: ReturnType<typeof jkosCaller>): Refunds {
  const reached = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof JkosUnreachable) throw new RefundUnanswered(error.message);
      throw error;
    }
  };
  return {
    accepts: () => true,

    send: (refund, signal) =>
      reached(async () => {
        const answer = await call('POST', '/platform/refund', refundBody(refund), signal);
        const said = `JKO Pay ${answer.result} ${answer.message ?? ''}`.trim();
        const meaning = refundCodeMeaning(answer.result);
        if (meaning === 'refused') throw new RefundRefused(said);
        if (meaning === 'not-acted') throw new RefundUnanswered(said);
        const done = RefundObjectSchema.safeParse(answer.result_object);
        return { reference: done.success ? done.data.refund_tradeNo : null };
      }),

    refundable: (refund, signal) =>
      reached(async () => {
        const answer = await call('GET', '/platform/inquiry', `platform_order_ids=${refund.tradeNo}`, signal);
        if (answer.result !== JKOS_SUCCESS)
          throw new RefundUnanswered(`JKO Pay ${answer.result} ${answer.message ?? ''}`.trim());
        return refundableOf(answer.result_object, refund.tradeNo);
      }),
  };
}
