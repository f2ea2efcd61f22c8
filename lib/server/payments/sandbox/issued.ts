import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxVirtualAccounts } from '../../db/schema';
import { paymentLog } from '../log';
import { encryptTradeInfo, tradeSha } from '../newebpay/crypto';
import type { NewebPayCredentials } from '../newebpay/gateway';
import { taiwanWallTime } from '../virtualAccount';
import { sameOrigin, taipeiTime, type Trade } from './trade';
import { postForm } from './postBack';

/**
 * What the sandbox issues to be paid later, as NewebPay's VACC and CVS options do: the row in its own
 * books, one per merchant trade number, and the signed result it sends back.
 */

export type IssuedRow = typeof sandboxVirtualAccounts.$inferSelect;

/** Without an ExpireDate in the trade, what NewebPay issues lasts its default of 3 days. */
const DEFAULT_DAYS = 3;

/** NewebPay's ExpireDate (yyyymmdd) is a Taiwan day; what is issued lasts to its end. */
function expiryOf(params: URLSearchParams, now: Date): Date {
  const day = /^(\d{4})(\d{2})(\d{2})$/.exec(params.get('ExpireDate') ?? '');
  const at = day ? taiwanWallTime(`${day[1]}-${day[2]}-${day[3]}`, '23:59:59') : null;
  return at ?? new Date(now.getTime() + DEFAULT_DAYS * 86_400_000);
}

/**
 * The trade's account or store code: issued once per merchant trade number, as a gateway refuses a
 * repeated one; a second 取號 of the same trade shows the first.
 */
export async function issuedFor(
  db: Db,
  trade: Trade,
  issue: { kind: 'VACC' | 'CVS'; bankCode: string; account: () => string },
): Promise<IssuedRow> {
  const { credentials, params } = trade;
  const merchantOrderNo = params.get('MerchantOrderNo') ?? '';
  const mine = and(
    eq(sandboxVirtualAccounts.merchantId, credentials.merchantId),
    eq(sandboxVirtualAccounts.merchantOrderNo, merchantOrderNo),
    eq(sandboxVirtualAccounts.kind, issue.kind),
  );
  const [existing] = await db.select().from(sandboxVirtualAccounts).where(mine);
  if (existing) return existing;
  const [row] = await db
    .insert(sandboxVirtualAccounts)
    .values({
      merchantId: credentials.merchantId,
      merchantOrderNo,
      tradeNo: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
      kind: issue.kind,
      bankCode: issue.bankCode,
      account: issue.account(),
      amount: Number(params.get('Amt')),
      notifyURL: params.get('NotifyURL') ?? '',
      expiresAt: expiryOf(params, new Date()),
    })
    .returning();
  return row!;
}

/** The result encrypted and signed with the merchant's keys, in the fields NewebPay posts. */
export function signed(
  credentials: NewebPayCredentials,
  result: { Status: string; Message: string; Result: object },
) {
  const tradeInfo = encryptTradeInfo(JSON.stringify(result), credentials.hashKey, credentials.hashIV);
  return {
    Status: result.Status,
    MerchantID: credentials.merchantId,
    Version: '2.0',
    TradeInfo: tradeInfo,
    TradeSha: tradeSha(tradeInfo, credentials.hashKey, credentials.hashIV),
  };
}

/**
 * What was issued is paid (an ATM transfer, a code paid at the counter): taken once — of two at
 * once only the first — then NewebPay's payment notice, with the option's own fields, posted to the
 * shop's NotifyURL on this deployment only. Answers false when it was paid already.
 */
export async function payIssued(
  db: Db,
  row: IssuedRow,
  credentials: NewebPayCredentials,
  origin: string,
  fields: Record<string, string>,
): Promise<boolean> {
  const now = new Date();
  const [taken] = await db
    .update(sandboxVirtualAccounts)
    .set({ paidAt: now })
    .where(and(eq(sandboxVirtualAccounts.id, row.id), isNull(sandboxVirtualAccounts.paidAt)))
    .returning({ id: sandboxVirtualAccounts.id });
  if (!taken) return false;
  const notice = signed(credentials, {
    Status: 'SUCCESS',
    Message: '付款成功（測試）',
    Result: {
      MerchantID: credentials.merchantId,
      Amt: row.amount,
      TradeNo: row.tradeNo,
      MerchantOrderNo: row.merchantOrderNo,
      PaymentType: row.kind,
      RespondType: 'JSON',
      PayTime: taipeiTime(now),
      ...fields,
    },
  });
  // The sandbox notifies this deployment only: it is never a way to make the server post elsewhere.
  if (sameOrigin(row.notifyURL, origin)) {
    await postForm(row.notifyURL, notice).catch((error) =>
      paymentLog('notify-failed', { tradeNo: row.merchantOrderNo, error }),
    );
  }
  return true;
}
