import { z } from 'zod';
import { InvoiceNoSchema } from './data';
import { InvoiceCallError, type Result } from './envelope';

/**
 * What each call's answer says, once its RtnCode is 1. Dates come as `yyyy-MM-dd HH:mm:ss` in
 * Taiwan time (some answers with `+` or `T` between date and time); they are kept as ISO times.
 */

const RTN_OK = 1;

const RandomNumberSchema = z.string().regex(/^\d{4}$/);
const ProviderTimeSchema = z
  .string()
  .regex(/^\d{4}[-/]\d{2}[-/]\d{2}[ T+]\d{2}:\d{2}(:\d{2})?$/)
  .transform((s) => {
    const [day, time] = [s.slice(0, 10).replace(/\//g, '-'), s.slice(11)];
    return `${day}T${time.length === 5 ? `${time}:00` : time}+08:00`;
  });

/** `yyyy-MM-dd` of an ISO time in Taiwan: what Invalid and Allowance take as InvoiceDate. */
export const taiwanDay = (iso: string): string =>
  new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** A call refused by the provider (RtnCode other than 1): final, the same request fails again. */
export class InvoiceRejectedError extends Error {
  constructor(
    readonly rtnCode: number,
    readonly rtnMsg: string,
  ) {
    super(`發票平台回覆 ${rtnCode}：${rtnMsg}`);
    this.name = 'InvoiceRejectedError';
  }
}

function fields<S extends z.ZodType>(schema: S, result: Result): z.output<S> {
  if (result.rtnCode !== RTN_OK) throw new InvoiceRejectedError(result.rtnCode, result.rtnMsg);
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) throw new InvoiceCallError('發票平台回應欄位不符', false);
  return parsed.data;
}

export type IssuedInvoice = { number: string; issuedAt: string; randomCode: string };

export const readIssue = (result: Result): IssuedInvoice =>
  fields(
    z
      .object({
        InvoiceNo: InvoiceNoSchema,
        InvoiceDate: ProviderTimeSchema,
        RandomNumber: RandomNumberSchema,
      })
      .transform((d) => ({ number: d.InvoiceNo, issuedAt: d.InvoiceDate, randomCode: d.RandomNumber })),
    result,
  );

export const readInvalid = (result: Result): { number: string } =>
  fields(
    z.object({ InvoiceNo: InvoiceNoSchema }).transform((d) => ({ number: d.InvoiceNo })),
    result,
  );

export type Allowance = { allowanceNo: string; remaining: number };

export const readAllowance = (result: Result): Allowance =>
  fields(
    z
      .object({ IA_Allow_No: z.string().min(1), IA_Remain_Allowance_Amt: z.coerce.number() })
      .transform((d) => ({ allowanceNo: d.IA_Allow_No, remaining: d.IA_Remain_Allowance_Amt })),
    result,
  );

export type FoundInvoice = IssuedInvoice & {
  relateNumber: string;
  amount: number;
  voided: boolean;
  remainingAllowance: number;
};

/**
 * GetIssue: the invoice, or null when the provider has none under that key, which is how a retried
 * issue learns that its first try never reached the provider.
 */
export function readGetIssue(result: Result): FoundInvoice | null {
  if (result.rtnCode !== RTN_OK) return null;
  return fields(
    z
      .object({
        IIS_Number: InvoiceNoSchema,
        IIS_Relate_Number: z.string().trim(),
        IIS_Create_Date: ProviderTimeSchema,
        IIS_Random_Number: RandomNumberSchema,
        IIS_Sales_Amount: z.coerce.number(),
        IIS_Invalid_Status: z.coerce.string(),
        IIS_Remain_Allowance_Amt: z.coerce.number(),
      })
      .transform((d) => ({
        number: d.IIS_Number,
        issuedAt: d.IIS_Create_Date,
        randomCode: d.IIS_Random_Number,
        relateNumber: d.IIS_Relate_Number,
        amount: d.IIS_Sales_Amount,
        voided: d.IIS_Invalid_Status === '1',
        remainingAllowance: d.IIS_Remain_Allowance_Amt,
      })),
    result,
  );
}

/** CheckBarcode and CheckLoveCode: whether the government platform knows the code. */
export const readExists = (result: Result): boolean =>
  fields(z.object({ IsExist: z.enum(['Y', 'N']) }), result).IsExist === 'Y';
