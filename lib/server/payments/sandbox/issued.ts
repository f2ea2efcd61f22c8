import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxVirtualAccounts } from '../../db/schema';
import { encryptTradeInfo, tradeSha } from '../newebpay/crypto';
import type { NewebPayCredentials } from '../newebpay/gateway';
import { taiwanWallTime } from '../virtualAccount';
import type { Trade } from './hosted';

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
