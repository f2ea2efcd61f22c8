import { z } from 'zod';

/**
 * Trade numbers, one per payment attempt: the order number (16 digits), `P` and the attempt's
 * sequence. Letters and digits only and at most 20 long, which every gateway here accepts (ECPay's
 * limit is the shortest). Pure.
 */
export const MAX_ATTEMPTS = 99;

export function tradeNumber(orderNo: string, attempt: number): string {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > MAX_ATTEMPTS)
    throw new RangeError(`attempt must be 1–${MAX_ATTEMPTS}`);
  return `${orderNo}P${attempt}`;
}

export const TRADE_NO = /^\d{16}P\d{1,2}$/;

export const TradeNoSchema = z.string().regex(TRADE_NO, '交易編號不正確');
