import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PaymentType } from '@/lib/api/contract';
import { RefundRefused, RefundUnanswered, type Fetch, type Refunds } from '../gateway';
import { encryptTradeInfo, tradeInfoQuery } from './crypto';
import type { NewebPayCredentials } from './gateway';

/**
 * NewebPay's card refund (信用卡請退款 API, `/API/CreditCard/Close` with CloseType=2) and trade query
 * (`/API/QueryTradeInfo`), as published in NewebPay's integration examples: the refund's fields are
 * encrypted like MPG's TradeInfo into `PostData_`; the query is signed by `CheckValue`. Pure, apart
 * from `refundCard` and `refundableBalance`, which post them, and `newebPayRefunds`, the gateway's
 * refund capability built on them.
 */

export const NEWEBPAY_API_BASES = {
  test: 'https://ccore.newebpay.com',
  production: 'https://core.newebpay.com',
} as const;

const unix = (now: Date) => String(Math.floor(now.getTime() / 1000));

/** The refund of `amount` of the trade we numbered `tradeNo` (our MerchantOrderNo). */
export function closeFields(
  keys: NewebPayCredentials,
  refund: { tradeNo: string; amount: number },
  now: Date,
): Record<string, string> {
  const plain = tradeInfoQuery({
    RespondType: 'JSON',
    Version: '1.1',
    Amt: refund.amount,
    MerchantOrderNo: refund.tradeNo,
    TimeStamp: unix(now),
    IndexType: 1,
    CloseType: 2,
  });
  return { MerchantID_: keys.merchantId, PostData_: encryptTradeInfo(plain, keys.hashKey, keys.hashIV) };
}

/** QueryTradeInfo's CheckValue: the sorted fields between IV and Key, SHA-256, upper-case. */
export function queryCheckValue(
  keys: NewebPayCredentials,
  q: { amount: number; merchantId: string; tradeNo: string },
): string {
  const text = `IV=${keys.hashIV}&Amt=${q.amount}&MerchantID=${q.merchantId}&MerchantOrderNo=${q.tradeNo}&Key=${keys.hashKey}`;
  return createHash('sha256').update(text).digest('hex').toUpperCase();
}

/** The query of the trade `tradeNo`, paid `amount` (NewebPay asks both, to match the trade). */
export function queryFields(
  keys: NewebPayCredentials,
  q: { tradeNo: string; amount: number },
  now: Date,
): Record<string, string> {
  return {
    MerchantID: keys.merchantId,
    Version: '1.3',
    RespondType: 'JSON',
    CheckValue: queryCheckValue(keys, { amount: q.amount, merchantId: keys.merchantId, tradeNo: q.tradeNo }),
    TimeStamp: unix(now),
    MerchantOrderNo: q.tradeNo,
    Amt: String(q.amount),
  };
}

const AnswerSchema = z.object({
  Status: z.string(),
  Message: z.string().default(''),
  Result: z.record(z.string(), z.unknown()).or(z.array(z.unknown())).optional(),
});

type CallOptions = { fetch?: Fetch; signal?: AbortSignal; now?: Date };

async function postTo(url: string, fields: Record<string, string>, options: CallOptions) {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: options.signal ?? AbortSignal.timeout(20_000),
    });
  } catch {
    throw new RefundUnanswered('金流無回應');
  }
  if (!response.ok) throw new RefundUnanswered(`金流回應 HTTP ${response.status}`);
  const parsed = AnswerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new RefundUnanswered('金流回應格式不符');
  if (parsed.data.Status !== 'SUCCESS')
    throw new RefundRefused(`${parsed.data.Status} ${parsed.data.Message}`);
  return parsed.data.Result && !Array.isArray(parsed.data.Result) ? parsed.data.Result : {};
}

async function refundCard(
  keys: NewebPayCredentials,
  base: string,
  refund: { tradeNo: string; amount: number },
  options: CallOptions = {},
): Promise<{ reference: string | null }> {
  const result = await postTo(
    `${base}/API/CreditCard/Close`,
    closeFields(keys, refund, options.now ?? new Date()),
    options,
  );
  return { reference: typeof result.TradeNo === 'string' ? result.TradeNo : null };
}

/** What may still be refunded of the trade (QueryTradeInfo's BackBalance). */
async function refundableBalance(
  keys: NewebPayCredentials,
  base: string,
  q: { tradeNo: string; amount: number },
  options: CallOptions = {},
): Promise<number> {
  const result = await postTo(
    `${base}/API/QueryTradeInfo`,
    queryFields(keys, q, options.now ?? new Date()),
    options,
  );
  const balance = Number(result.BackBalance);
  if (!Number.isFinite(balance)) throw new RefundUnanswered('金流回應缺少可退款餘額');
  return balance;
}

/**
 * Types MPG takes as a code to pay later (VACC, a transfer to a virtual account; CVS, a code paid at
 * a store): there is no card to refund to, and CreditCard/Close refunds cards only. Their money goes
 * back by a transfer the shop makes.
 */
const CODE_PAYMENTS: readonly PaymentType[] = ['atm', 'Ibon'];

/** Whether a trade of this payment type was paid by card through MPG, and so can be refunded by API. */
const paidByCard = (paymentType: PaymentType): boolean => !CODE_PAYMENTS.includes(paymentType);

/** The card refund and trade query of NewebPay (or of a sandbox speaking it at `base`). */
export function newebPayRefunds(options: {
  base: string;
  credentials: NewebPayCredentials;
  fetch?: Fetch;
}): Refunds {
  const { base, credentials, fetch } = options;
  return {
    accepts: paidByCard,
    send: (refund, signal) =>
      refundCard(credentials, base, { tradeNo: refund.tradeNo, amount: refund.amount }, { fetch, signal }),
    refundable: (refund, signal) =>
      refundableBalance(
        credentials,
        base,
        { tradeNo: refund.tradeNo, amount: refund.paid },
        { fetch, signal },
      ),
  };
}
