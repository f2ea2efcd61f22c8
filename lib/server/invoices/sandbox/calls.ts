import { randomBytes } from 'node:crypto';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isValidDonationCode, isValidMobileBarcode } from '@/lib/invoice/rules';
import type { Db } from '../../db/client';
import { invoiceConfigs, sandboxInvoices } from '../../db/schema';
import { InvoiceCredentialsSchema, type InvoiceCredentials } from '../config';
import { decryptData } from '../ecpay/cipher';
import {
  AllowanceDataSchema,
  CheckBarcodeDataSchema,
  CheckLoveCodeDataSchema,
  GetIssueDataSchema,
  InvalidDataSchema,
  IssueDataSchema,
} from '../ecpay/data';
import { answerEnvelope, refusedEnvelope, RequestEnvelopeSchema, timestampFresh } from '../ecpay/envelope';
import { allowanceNoOf, invoiceNumberOf, providerTime, randomCodeOf, sandboxKnows } from './numbers';

/**
 * The e-invoice sandbox: ECPay's B2C calls answered in ECPay's protocol (the encrypted envelope in
 * and out) with the shop's own sandbox keys, and the invoices kept in a table. Its codes are its own:
 * ECPay lists its error codes only in the merchant's back office.
 */

export const SANDBOX_CALLS = [
  'Issue',
  'Invalid',
  'Allowance',
  'GetIssue',
  'CheckBarcode',
  'CheckLoveCode',
] as const;
export type SandboxCall = (typeof SANDBOX_CALLS)[number];

/** TransCode of an envelope refused before its Data was read. */
export const TRANS_REFUSED = {
  format: 9_000_001,
  merchant: 9_000_002,
  timestamp: 9_000_003,
  decrypt: 9_000_004,
} as const;

/** RtnCode of a call read but refused. */
export const RTN_REFUSED = {
  fields: 2_000_001,
  duplicate: 2_000_002,
  notFound: 2_000_003,
  voided: 2_000_004,
  allowance: 2_000_005,
} as const;

type Answer = Record<string, unknown>;
const refused = (code: number, message: string): Answer => ({ RtnCode: code, RtnMsg: message });

/** The answer to one posted envelope, itself an envelope (never a thrown error: ECPay answers 200). */
export async function sandboxInvoiceCall(db: Db, call: SandboxCall, body: unknown, now: Date) {
  const envelope = RequestEnvelopeSchema.safeParse(body);
  if (!envelope.success) return refusedEnvelope('', '請求格式錯誤', TRANS_REFUSED.format, now);
  const { MerchantID, RqHeader, Data } = envelope.data;
  const keys = await sandboxKeys(db, MerchantID);
  if (!keys) return refusedEnvelope(MerchantID, '查無此特店', TRANS_REFUSED.merchant, now);
  if (!timestampFresh(RqHeader.Timestamp, now))
    return refusedEnvelope(MerchantID, 'Timestamp 已逾時', TRANS_REFUSED.timestamp, now);
  let data: unknown;
  try {
    data = decryptData(keys, Data);
  } catch {
    return refusedEnvelope(MerchantID, 'Data 解密失敗', TRANS_REFUSED.decrypt, now);
  }
  return answerEnvelope(keys, await HANDLERS[call](db, MerchantID, data, now), now);
}

async function sandboxKeys(db: Db, merchantId: string): Promise<InvoiceCredentials | null> {
  const [row] = await db
    .select({ credentials: invoiceConfigs.credentials })
    .from(invoiceConfigs)
    .where(
      and(
        eq(invoiceConfigs.provider, 'sandbox'),
        sql`${invoiceConfigs.credentials}->>'MerchantID' = ${merchantId}`,
      ),
    )
    .limit(1);
  const keys = InvoiceCredentialsSchema.safeParse(row?.credentials);
  return keys.success ? keys.data : null;
}

/** The Data read with the call's schema; its MerchantID must be the envelope's. */
function fieldsOf<S extends z.ZodType>(
  schema: S,
  merchantId: string,
  data: unknown,
): { ok: true; d: z.output<S> } | { ok: false; answer: Answer } {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      answer: refused(RTN_REFUSED.fields, `${issue.path.join('.') || 'Data'} ${issue.message}`),
    };
  }
  if ((parsed.data as { MerchantID: string }).MerchantID !== merchantId)
    return { ok: false, answer: refused(RTN_REFUSED.fields, 'MerchantID 與外層不符') };
  return { ok: true, d: parsed.data };
}

type Row = typeof sandboxInvoices.$inferSelect;
const day = (row: Row) => row.invoiceDate.slice(0, 10);

async function byNumber(
  db: Db,
  merchantId: string,
  invoiceNo: string,
  invoiceDate: string,
): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(sandboxInvoices)
    .where(and(eq(sandboxInvoices.merchantId, merchantId), eq(sandboxInvoices.invoiceNo, invoiceNo)));
  return row && day(row) === invoiceDate ? row : null;
}

const HANDLERS: Record<
  SandboxCall,
  (db: Db, merchantId: string, data: unknown, now: Date) => Promise<Answer>
> = {
  async Issue(db, merchantId, data, now) {
    const read = fieldsOf(IssueDataSchema, merchantId, data);
    if (!read.ok) return read.answer;
    const d = read.d;
    // A number taken by another merchant's invoice is drawn again; the RelateNumber never is.
    for (;;) {
      const values = {
        merchantId,
        relateNumber: d.RelateNumber,
        invoiceNo: invoiceNumberOf(randomBytes(6)),
        invoiceDate: providerTime(now),
        randomNumber: randomCodeOf(randomBytes(2)),
        salesAmount: d.SalesAmount,
        remainingAllowance: d.SalesAmount,
        request: d as Record<string, unknown>,
      };
      const [row] = await db.insert(sandboxInvoices).values(values).onConflictDoNothing().returning();
      if (row)
        return {
          RtnCode: 1,
          RtnMsg: '開立發票成功',
          InvoiceNo: row.invoiceNo,
          InvoiceDate: row.invoiceDate,
          RandomNumber: row.randomNumber,
        };
      const [same] = await db
        .select({ id: sandboxInvoices.id })
        .from(sandboxInvoices)
        .where(
          and(eq(sandboxInvoices.merchantId, merchantId), eq(sandboxInvoices.relateNumber, d.RelateNumber)),
        );
      if (same) return refused(RTN_REFUSED.duplicate, '特店自訂編號 RelateNumber 重複');
    }
  },

  async Invalid(db, merchantId, data) {
    const read = fieldsOf(InvalidDataSchema, merchantId, data);
    if (!read.ok) return read.answer;
    const d = read.d;
    const row = await byNumber(db, merchantId, d.InvoiceNo, d.InvoiceDate);
    if (!row) return refused(RTN_REFUSED.notFound, '查無此發票');
    if (row.remainingAllowance !== row.salesAmount)
      return refused(RTN_REFUSED.allowance, '發票已有折讓，須先作廢折讓');
    const [voided] = await db
      .update(sandboxInvoices)
      .set({ invalidAt: new Date() })
      .where(and(eq(sandboxInvoices.id, row.id), isNull(sandboxInvoices.invalidAt)))
      .returning({ id: sandboxInvoices.id });
    if (!voided) return refused(RTN_REFUSED.voided, '發票已作廢');
    return { RtnCode: 1, RtnMsg: '作廢發票成功', InvoiceNo: row.invoiceNo };
  },

  async Allowance(db, merchantId, data, now) {
    const read = fieldsOf(AllowanceDataSchema, merchantId, data);
    if (!read.ok) return read.answer;
    const d = read.d;
    const row = await byNumber(db, merchantId, d.InvoiceNo, d.InvoiceDate);
    if (!row) return refused(RTN_REFUSED.notFound, '查無此發票');
    if (row.invalidAt) return refused(RTN_REFUSED.voided, '發票已作廢');
    // One conditional update: two allowances at once cannot take more than is left.
    const [left] = await db
      .update(sandboxInvoices)
      .set({ remainingAllowance: sql`${sandboxInvoices.remainingAllowance} - ${d.AllowanceAmount}` })
      .where(and(eq(sandboxInvoices.id, row.id), gte(sandboxInvoices.remainingAllowance, d.AllowanceAmount)))
      .returning({ remaining: sandboxInvoices.remainingAllowance });
    if (!left) return refused(RTN_REFUSED.allowance, '折讓金額超過發票可折讓餘額');
    return {
      RtnCode: 1,
      RtnMsg: '折讓成功',
      IA_Allow_No: allowanceNoOf(now, randomBytes(1)),
      IA_Invoice_No: row.invoiceNo,
      IA_Date: providerTime(now),
      IA_Remain_Allowance_Amt: left.remaining,
    };
  },

  async GetIssue(db, merchantId, data) {
    const read = fieldsOf(GetIssueDataSchema, merchantId, data);
    if (!read.ok) return read.answer;
    const d = read.d;
    const [found] =
      'RelateNumber' in d
        ? await db
            .select()
            .from(sandboxInvoices)
            .where(
              and(
                eq(sandboxInvoices.merchantId, merchantId),
                eq(sandboxInvoices.relateNumber, d.RelateNumber),
              ),
            )
        : [await byNumber(db, merchantId, d.InvoiceNo, d.InvoiceDate)];
    if (!found) return refused(RTN_REFUSED.notFound, '查無此發票');
    return {
      RtnCode: 1,
      RtnMsg: '查詢成功',
      IIS_Mer_ID: merchantId,
      IIS_Number: found.invoiceNo,
      IIS_Relate_Number: found.relateNumber,
      IIS_Create_Date: found.invoiceDate,
      IIS_Random_Number: found.randomNumber,
      IIS_Sales_Amount: found.salesAmount,
      IIS_Issue_Status: '1',
      IIS_Invalid_Status: found.invalidAt ? '1' : '0',
      IIS_Remain_Allowance_Amt: found.remainingAllowance,
      Items: found.request.Items,
    };
  },

  async CheckBarcode(_db, merchantId, data) {
    const read = fieldsOf(CheckBarcodeDataSchema, merchantId, data);
    if (!read.ok) return read.answer;
    const d = read.d;
    const known = isValidMobileBarcode(d.BarCode) && sandboxKnows(d.BarCode);
    return { RtnCode: 1, RtnMsg: '執行成功', IsExist: known ? 'Y' : 'N' };
  },

  async CheckLoveCode(_db, merchantId, data) {
    const read = fieldsOf(CheckLoveCodeDataSchema, merchantId, data);
    if (!read.ok) return read.answer;
    const d = read.d;
    const known = isValidDonationCode(d.LoveCode) && sandboxKnows(d.LoveCode);
    return { RtnCode: 1, RtnMsg: '執行成功', IsExist: known ? 'Y' : 'N' };
  },
};
