/**
 * LINE Pay Online API v3 refund (https://developers-pay.line.me/online-api-v3/refund):
 * `POST /v3/payments/{transactionId}/refund` with `{"refundAmount": n}` (partial refunds allowed;
 * omitted, the whole payment), signed like request and confirm; answered `0000` with
 * `info.refundTransactionId` (19 digits) and `info.refundTransactionDate`.
 *
 * The refund takes no key of ours, and LINE Pay documents no idempotency for it. So a retry first
 * reads the payment's details (`GET /v3/payments?transactionId=…`): what it may still refund is the
 * sum of `payInfo[].amount` less the sum of `refundList[].refundAmount`, LINE Pay's own rule for the
 * final amount of a payment. Pure apart from `linePayRefunds`, which calls through a signed caller.
 */
import { z } from 'zod';
import { RefundRefused, RefundUnanswered, type Refunds } from '../gateway';
import { LINE_PAY_SUCCESS, LinePayUnreachable, type linePayCaller } from './client';

/** The read timeout LINE Pay asks for on the refund and the details pages. */
const TIMEOUT_MS = 20_000;

/** Digits only: the transaction id goes into the API path. */
const TRANSACTION_ID = /^\d{1,20}$/;

/**
 * The refund's return codes (the refund page's table) that say LINE Pay did not act and may on
 * another try: a call for the same payment still in progress (1198) and its internal errors. Every
 * other code is a refusal: the buyer's or merchant's status (1101, 1102, 1104–1106, 1124), no such
 * payment (1150), not refundable (1155), past the refund period (1163), more than is left (1164),
 * already refunded (1165), a state it cannot process (1179).
 */
const NOT_ACTED = ['1198', '1199', '9000'];

export type RefundCodeMeaning = 'refunded' | 'not-acted' | 'refused';

export function refundCodeMeaning(returnCode: string): RefundCodeMeaning {
  if (returnCode === LINE_PAY_SUCCESS) return 'refunded';
  return NOT_ACTED.includes(returnCode) ? 'not-acted' : 'refused';
}

export const refundPath = (transactionId: string) => `/v3/payments/${transactionId}/refund`;

export const refundBody = (amount: number): string => JSON.stringify({ refundAmount: amount });

const RefundInfoSchema = z.object({ refundTransactionId: z.string() });

const DetailsSchema = z.array(
  z.object({
    transactionId: z.string(),
    transactionType: z.string(),
    payInfo: z.array(z.object({ amount: z.number() })).default([]),
    refundList: z.array(z.object({ refundAmount: z.number() })).default([]),
  }),
);

/** What the payment `transactionId` may still refund, by its details; null when they do not list it. */
export function refundableOf(info: unknown, transactionId: string): number | null {
  const details = DetailsSchema.safeParse(info);
  if (!details.success) return null;
  const payment = details.data.find(
    (p) => p.transactionId === transactionId && p.transactionType === 'PAYMENT',
  );
  if (!payment) return null;
  const paid = payment.payInfo.reduce((total, p) => total + p.amount, 0);
  // Read by size: the published pages show no refund in a details answer, so not its sign either.
  return paid - payment.refundList.reduce((total, r) => total + Math.abs(r.refundAmount), 0);
}

function transactionOf(providerTradeNo: string | null): string {
  if (providerTradeNo === null || !TRANSACTION_ID.test(providerTradeNo))
    throw new RefundRefused('付款紀錄沒有 LINE Pay 交易編號，無法退款');
  return providerTradeNo;
}

/** LINE Pay's refund, through the gateway's signed caller. Every LINE Pay payment is refundable by API. */
export function linePayRefunds(call: ReturnType<typeof linePayCaller>): Refunds {
  const reached = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof LinePayUnreachable) throw new RefundUnanswered(error.message);
      throw error;
    }
  };
  return {
    accepts: () => true,

    send: (refund, signal) =>
      reached(async () => {
        const path = refundPath(transactionOf(refund.providerTradeNo));
        const answer = await call('POST', path, refundBody(refund.amount), TIMEOUT_MS, signal);
        const said = `LINE Pay ${answer.returnCode} ${answer.returnMessage}`.trim();
        const meaning = refundCodeMeaning(answer.returnCode);
        if (meaning === 'refused') throw new RefundRefused(said);
        if (meaning === 'not-acted') throw new RefundUnanswered(said);
        const info = RefundInfoSchema.safeParse(answer.info);
        return { reference: info.success ? info.data.refundTransactionId : null };
      }),

    refundable: (refund, signal) =>
      reached(async () => {
        const transactionId = transactionOf(refund.providerTradeNo);
        const answer = await call(
          'GET',
          '/v3/payments',
          `transactionId=${transactionId}`,
          TIMEOUT_MS,
          signal,
        );
        if (answer.returnCode !== LINE_PAY_SUCCESS)
          throw new RefundUnanswered(`LINE Pay ${answer.returnCode} ${answer.returnMessage}`.trim());
        const left = refundableOf(answer.info, transactionId);
        // The refund takes no key: without the payment's refunds a retry could refund twice.
        if (left === null) throw new RefundUnanswered('LINE Pay 付款明細未列出此筆付款');
        return left;
      }),
  };
}
