import { z } from 'zod';
import type {
  CallbackUrls,
  Charge,
  Gateway,
  GatewayEnvironment,
  Incoming,
  IssuedAccount,
  IssuedStoreCode,
  Outcome,
  Verdict,
} from '../gateway';
import { GatewayRefusal } from '../gateway';
import { readIssuedStoreCode } from '../storeCode';
import { readIssuedAccount, taiwanWallTime } from '../virtualAccount';
import {
  decryptTradeInfo,
  encryptTradeInfo,
  isMerchantOrderNo,
  tradeInfoQuery,
  tradeSha,
  tradeShaMatches,
} from './crypto';
import { TAIPEI_OFFSET_MS } from '@/lib/time/taipei';

/** NewebPay MPG (藍新金流多功能收款): the shopper's browser posts a form to NewebPay's page. */

export const NewebPayCredentialsSchema = z.object({
  merchantId: z.string().trim().min(1),
  hashKey: z.string().length(32),
  hashIV: z.string().length(16),
});
export type NewebPayCredentials = z.infer<typeof NewebPayCredentialsSchema>;

const ENDPOINTS: Record<GatewayEnvironment, string> = {
  test: 'https://ccore.newebpay.com/MPG/mpg_gateway',
  production: 'https://core.newebpay.com/MPG/mpg_gateway',
};

const MPG_VERSION = '2.0';
/** NewebPay's limit on ItemDesc. */
const ITEM_DESC_MAX = 50;

/** The payment methods that issue a code to pay later (ATM account, convenience-store code). */
const CODE_ISSUING = ['VACC', 'CVS'];

/** NewebPay's ExpireDate is a Taiwan calendar day. */
function taiwanDay(at: Date): string {
  return new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

function paymentOption(charge: Charge, urls: CallbackUrls): Record<string, string | number> {
  switch (charge.paymentType) {
    case 'newebpay':
      return { CREDIT: 1 };
    case 'atm':
      // The issued account (取號) is posted by the shopper's browser to CustomerURL; without one,
      // NewebPay shows it on its own page only and the shop never learns it. Our return address
      // verifies it like any other result and sends the shopper on to the order, which shows it.
      return { VACC: 1, ExpireDate: taiwanDay(charge.expiresAt), CustomerURL: urls.returnURL };
    case 'Ibon':
      // The store code (取號) comes back the same way as an ATM account, to show on the order.
      return { CVS: 1, ExpireDate: taiwanDay(charge.expiresAt), CustomerURL: urls.returnURL };
    default:
      throw new Error(`NewebPay does not take payment type ${charge.paymentType}`);
  }
}

const IdSchema = z.union([z.string(), z.number()]).transform(String);

const ResultSchema = z.object({
  MerchantID: z.string(),
  MerchantOrderNo: z.string(),
  Amt: z.union([z.string(), z.number()]),
  TradeNo: IdSchema.optional(),
  PaymentType: z.string().optional(),
  PayTime: z.string().optional(),
  /** VACC 取號: the account issued, and when it stops taking transfers (Taiwan time). */
  BankCode: z.string().optional(),
  CodeNo: z.string().optional(),
  ExpireDate: z.string().optional(),
  ExpireTime: z.string().optional(),
});

/** A string that is not JSON stays a string, and so fails the Result schema. */
function parseJsonString(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The decrypted TradeInfo; some versions send Result as a JSON string inside the JSON. */
const TradeResultSchema = z.object({
  Status: z.string(),
  Message: z.string().default(''),
  Result: z.preprocess(parseJsonString, ResultSchema),
});
type TradeResult = z.infer<typeof TradeResultSchema>;

function readTradeInfo(tradeInfo: string, credentials: NewebPayCredentials): TradeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decryptTradeInfo(tradeInfo, credentials.hashKey, credentials.hashIV));
  } catch {
    throw new GatewayRefusal('NewebPay TradeInfo cannot be decrypted as JSON');
  }
  const result = TradeResultSchema.safeParse(parsed);
  if (!result.success) throw new GatewayRefusal('NewebPay TradeInfo lacks the trade fields');
  return result.data;
}

function outcomeOf({ Status, Result }: TradeResult): Outcome {
  if (Status !== 'SUCCESS') return 'failed';
  // A code was issued (取號) and the shopper has yet to pay it: only a payment carries a PayTime.
  const codeIssued = CODE_ISSUING.includes(Result.PaymentType ?? '') && !Result.PayTime;
  return codeIssued ? 'pending' : 'paid';
}

/** The virtual account of a VACC 取號 result; NewebPay gives no time with some, meaning the day's end. */
function issuedAccountOf({ Status, Result }: TradeResult): IssuedAccount | undefined {
  if (Status !== 'SUCCESS' || Result.PaymentType !== 'VACC' || Result.PayTime) return undefined;
  const expiresAt = Result.ExpireDate
    ? taiwanWallTime(Result.ExpireDate, Result.ExpireTime || '23:59:59')
    : null;
  return readIssuedAccount({ bankCode: Result.BankCode, account: Result.CodeNo, expiresAt }) ?? undefined;
}

/** The store code of a CVS 取號 result (CodeNo), lasting like an account to ExpireDate ExpireTime. */
function issuedStoreCodeOf({ Status, Result }: TradeResult): IssuedStoreCode | undefined {
  if (Status !== 'SUCCESS' || Result.PaymentType !== 'CVS' || Result.PayTime) return undefined;
  const expiresAt = Result.ExpireDate
    ? taiwanWallTime(Result.ExpireDate, Result.ExpireTime || '23:59:59')
    : null;
  return readIssuedStoreCode({ code: Result.CodeNo, expiresAt }) ?? undefined;
}

export function createNewebPayGateway(options: {
  environment: GatewayEnvironment;
  credentials: NewebPayCredentials;
  /** Replaces NewebPay's address, for a sandbox that speaks the same protocol. */
  endpoint?: string;
}): Gateway {
  const { credentials } = options;
  const action = options.endpoint ?? ENDPOINTS[options.environment];

  async function start(charge: Charge, urls: CallbackUrls) {
    if (!isMerchantOrderNo(charge.tradeNo)) {
      throw new Error(`Trade number ${charge.tradeNo} is not a NewebPay MerchantOrderNo`);
    }
    const params: Record<string, string | number> = {
      MerchantID: credentials.merchantId,
      RespondType: 'JSON',
      TimeStamp: Math.floor(Date.now() / 1000),
      Version: MPG_VERSION,
      MerchantOrderNo: charge.tradeNo,
      Amt: charge.amount,
      ItemDesc: Array.from(charge.description).slice(0, ITEM_DESC_MAX).join(''),
      ...(charge.email ? { Email: charge.email } : {}),
      LoginType: 0,
      NotifyURL: urls.notifyURL,
      ReturnURL: urls.returnURL,
      ClientBackURL: urls.backURL,
      ...paymentOption(charge, urls),
    };
    const tradeInfo = encryptTradeInfo(tradeInfoQuery(params), credentials.hashKey, credentials.hashIV);
    return {
      kind: 'form' as const,
      action,
      fields: {
        MerchantID: credentials.merchantId,
        TradeInfo: tradeInfo,
        TradeSha: tradeSha(tradeInfo, credentials.hashKey, credentials.hashIV),
        Version: MPG_VERSION,
      },
    };
  }

  async function verify(incoming: Incoming): Promise<Verdict> {
    const form = new URLSearchParams(incoming.body);
    const merchantId = form.get('MerchantID');
    const tradeInfo = form.get('TradeInfo');
    const sha = form.get('TradeSha');
    if (!merchantId || !tradeInfo || !sha) throw new GatewayRefusal('NewebPay notice lacks its fields');
    if (merchantId !== credentials.merchantId)
      throw new GatewayRefusal('NewebPay notice for another merchant');
    if (!tradeShaMatches(tradeInfo, sha, credentials.hashKey, credentials.hashIV)) {
      throw new GatewayRefusal('NewebPay TradeSha does not match');
    }
    // The outer Status is not covered by TradeSha; only the encrypted one is trusted.
    const trade = readTradeInfo(tradeInfo, credentials);
    if (trade.Result.MerchantID !== credentials.merchantId) {
      throw new GatewayRefusal('NewebPay result for another merchant');
    }
    const amount = Number(trade.Result.Amt);
    if (!Number.isFinite(amount)) throw new GatewayRefusal('NewebPay result has no amount');
    const issuedAccount = issuedAccountOf(trade);
    const issuedStoreCode = issuedStoreCodeOf(trade);
    return {
      tradeNo: trade.Result.MerchantOrderNo,
      outcome: outcomeOf(trade),
      amount,
      providerTradeNo: trade.Result.TradeNo ?? null,
      message: trade.Message,
      ...(issuedAccount ? { issuedAccount } : {}),
      ...(issuedStoreCode ? { issuedStoreCode } : {}),
    };
  }

  return { provider: 'newebpay', start, verify, acknowledgement: 'SUCCESS' };
}
