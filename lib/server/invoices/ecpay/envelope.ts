import { z } from 'zod';
import type { InvoiceCredentials } from '../config';
import { decryptData, encryptData } from './cipher';

/**
 * The JSON envelope every e-invoice call travels in, both ways: the merchant, a header with the
 * Unix time, and the encrypted `Data`. `TransCode` 1 says the envelope itself was read; the call's
 * own result is the `RtnCode` inside `Data`.
 */

const REVISION = '3.0.0';
/** ECPay refuses a request whose Timestamp is more than 10 minutes off its clock. */
const TIMESTAMP_TOLERANCE_SECONDS = 600;
const TRANS_OK = 1;

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

export function requestEnvelope(keys: InvoiceCredentials, data: object, now: Date) {
  return {
    MerchantID: keys.MerchantID,
    RqHeader: { Timestamp: seconds(now), Revision: REVISION },
    Data: encryptData(keys, data),
  };
}

export const RequestEnvelopeSchema = z.object({
  MerchantID: z.string().min(1).max(10),
  RqHeader: z.object({ Timestamp: z.coerce.number().int() }),
  Data: z.string().min(1).max(200_000),
});

const AnswerEnvelopeSchema = z.object({
  TransCode: z.coerce.number(),
  TransMsg: z.string().nullish(),
  Data: z.string().nullish(),
});

const ResultSchema = z.looseObject({ RtnCode: z.coerce.number(), RtnMsg: z.string().nullish() });
export type Result = { rtnCode: number; rtnMsg: string; data: Record<string, unknown> };

/** Why a call did not give an answer to act on; `retryable` when sending the same request again may. */
export class InvoiceCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'InvoiceCallError';
  }
}

/** The provider's answer read: the envelope refused (TransCode) or unreadable is an InvoiceCallError. */
export function readAnswer(keys: InvoiceCredentials, body: unknown): Result {
  const envelope = AnswerEnvelopeSchema.safeParse(body);
  if (!envelope.success) throw new InvoiceCallError('發票平台回應格式不符', true);
  const { TransCode, TransMsg, Data } = envelope.data;
  if (TransCode !== TRANS_OK) throw new InvoiceCallError(`發票平台拒收請求：${TransMsg ?? TransCode}`, false);
  let plain: unknown;
  try {
    plain = decryptData(keys, Data ?? '');
  } catch {
    throw new InvoiceCallError('發票平台回應無法解密', false);
  }
  const result = ResultSchema.safeParse(plain);
  if (!result.success) throw new InvoiceCallError('發票平台回應缺少 RtnCode', false);
  return { rtnCode: result.data.RtnCode, rtnMsg: result.data.RtnMsg ?? '', data: result.data };
}

/** The provider side: an envelope to a merchant's request, its result encrypted with their keys. */
export function answerEnvelope(keys: InvoiceCredentials, result: object, now: Date) {
  return {
    PlatformID: '',
    MerchantID: keys.MerchantID,
    RpHeader: { Timestamp: seconds(now) },
    TransCode: TRANS_OK,
    TransMsg: 'Success',
    Data: encryptData(keys, result),
  };
}

/** An envelope refused before its Data was read: no Data, as the merchant's keys were not used. */
export const refusedEnvelope = (merchantId: string, message: string, code: number, now: Date) => ({
  PlatformID: '',
  MerchantID: merchantId,
  RpHeader: { Timestamp: seconds(now) },
  TransCode: code,
  TransMsg: message,
  Data: '',
});

/** Whether a request's Timestamp is near enough to now to be taken. */
export const timestampFresh = (timestamp: number, now: Date) =>
  Math.abs(seconds(now) - timestamp) <= TIMESTAMP_TOLERANCE_SECONDS;
