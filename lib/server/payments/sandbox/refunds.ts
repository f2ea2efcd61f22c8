import { and, eq, sum } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import { paymentAttempts, sandboxPaymentRefunds } from '../../db/schema';
import { decryptTradeInfo } from '../newebpay/crypto';
import { queryCheckValue } from '../newebpay/refund';
import { sandboxAllowed } from './gateway';
import { sandboxCredentials } from './trade';

/**
 * The sandbox gateway's refund (`/API/CreditCard/Close`, CloseType=2) and trade query
 * (`/API/QueryTradeInfo`), answering NewebPay's shapes with the merchant's sandbox keys. Its refusal
 * codes (`SBX…`) are its own. No money moves.
 */

type Answer = { Status: string; Message: string; Result?: Record<string, unknown> };
const refused = (Status: string, Message: string): Answer => ({ Status, Message });

/** The paid sandbox trade and what was refunded of it so far. */
async function tradeOf(db: DbOrTx, merchantId: string, tradeNo: string) {
  const [paid] = await db
    .select({ amount: paymentAttempts.amount, providerTradeNo: paymentAttempts.providerTradeNo })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.tradeNo, tradeNo),
        eq(paymentAttempts.provider, 'sandbox'),
        eq(paymentAttempts.status, 'paid'),
      ),
    );
  if (!paid) return null;
  const [refunded] = await db
    .select({ total: sum(sandboxPaymentRefunds.amount).mapWith(Number) })
    .from(sandboxPaymentRefunds)
    .where(
      and(
        eq(sandboxPaymentRefunds.merchantId, merchantId),
        eq(sandboxPaymentRefunds.merchantOrderNo, tradeNo),
      ),
    );
  return { ...paid, balance: paid.amount - (refunded?.total ?? 0) };
}

export async function sandboxRefund(db: Db, form: URLSearchParams): Promise<Answer | null> {
  if (!sandboxAllowed()) return null;
  const merchantId = form.get('MerchantID_') ?? '';
  const keys = merchantId ? await sandboxCredentials(db, merchantId) : null;
  if (!keys) return refused('SBX00001', '查無此商店');
  let fields: URLSearchParams;
  try {
    fields = new URLSearchParams(decryptTradeInfo(form.get('PostData_') ?? '', keys.hashKey, keys.hashIV));
  } catch {
    return refused('SBX00002', 'PostData_ 解密失敗');
  }
  const amount = Number(fields.get('Amt'));
  const tradeNo = fields.get('MerchantOrderNo') ?? '';
  if (fields.get('CloseType') !== '2' || fields.get('IndexType') !== '1')
    return refused('SBX00003', '測試金流僅支援以商店訂單編號退款');
  if (!Number.isInteger(amount) || amount <= 0) return refused('SBX00004', '退款金額不正確');
  const trade = await tradeOf(db, merchantId, tradeNo);
  if (!trade) return refused('SBX00005', '查無此已付款交易');
  // Checked and written in one transaction, so two refunds at once cannot exceed what was paid.
  return db.transaction(async (tx) => {
    const now = await tradeOf(tx, merchantId, tradeNo);
    if (!now || amount > now.balance) return refused('SBX00006', '退款金額超過可退款餘額');
    await tx.insert(sandboxPaymentRefunds).values({ merchantId, merchantOrderNo: tradeNo, amount });
    return {
      Status: 'SUCCESS',
      Message: '退款成功（測試，未實際退款）',
      Result: {
        MerchantID: merchantId,
        Amt: amount,
        MerchantOrderNo: tradeNo,
        TradeNo: trade.providerTradeNo,
      },
    };
  });
}

export async function sandboxQuery(db: Db, form: URLSearchParams): Promise<Answer | null> {
  if (!sandboxAllowed()) return null;
  const merchantId = form.get('MerchantID') ?? '';
  const keys = merchantId ? await sandboxCredentials(db, merchantId) : null;
  if (!keys) return refused('SBX00001', '查無此商店');
  const tradeNo = form.get('MerchantOrderNo') ?? '';
  const amount = Number(form.get('Amt'));
  const expected = Buffer.from(queryCheckValue(keys, { amount, merchantId, tradeNo }));
  const given = Buffer.from(form.get('CheckValue') ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return refused('SBX00007', 'CheckValue 不符');
  const trade = await tradeOf(db, merchantId, tradeNo);
  if (!trade || trade.amount !== amount) return refused('SBX00005', '查無此已付款交易');
  return {
    Status: 'SUCCESS',
    Message: '查詢成功',
    Result: {
      MerchantID: merchantId,
      MerchantOrderNo: tradeNo,
      Amt: trade.amount,
      TradeNo: trade.providerTradeNo,
      TradeStatus: '1',
      BackBalance: trade.balance,
    },
  };
}
