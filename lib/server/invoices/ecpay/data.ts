import { z } from 'zod';
import { isValidCitizenCertificate, isValidDonationCode, isValidMobileBarcode } from '@/lib/invoice/rules';

/**
 * The `Data` of each B2C e-invoice call as ECPay documents it (B2CInvoice, Revision 3.0.0). One
 * schema per call, used by the adapter to build a request and by the sandbox to read one, so both
 * sides hold the same rules.
 */

const MerchantID = z.string().min(1).max(10);
/** Our order number: letters and digits, at most 30 (ECPay's limit), unique per merchant forever. */
const RelateNumberSchema = z.string().regex(/^[A-Za-z0-9_-]{1,30}$/);
/** Two capital letters (the 字軌) and eight digits. */
export const InvoiceNoSchema = z.string().regex(/^[A-Z]{2}\d{8}$/);
/** `yyyy-MM-dd`, as Invalid and Allowance take the invoice's date. */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Text = (max: number) => z.string().max(max).default('');

const ItemSchema = z.object({
  ItemSeq: z.number().int().positive(),
  ItemName: z.string().min(1).max(100),
  ItemCount: z.number().positive(),
  ItemWord: z.string().min(1).max(6),
  ItemPrice: z.number(),
  ItemTaxType: z.enum(['1', '2', '3']).optional(),
  ItemAmount: z.number(),
});
export type Item = z.infer<typeof ItemSchema>;

/** 1 taxable, 2 zero-rated, 3 tax-free, 9 mixed. Shops here sell taxable goods, prices tax included. */
const TAX_TYPES = ['1', '2', '3', '9'] as const;
/** '' no carrier, 1 ECPay's member carrier, 2 citizen certificate, 3 mobile barcode. */
const CARRIER_CODES = ['', '1', '2', '3'] as const;

const IssueFields = z.object({
  MerchantID,
  RelateNumber: RelateNumberSchema,
  CustomerID: Text(20),
  CustomerIdentifier: z
    .string()
    .regex(/^(\d{8})?$/)
    .default(''),
  CustomerName: Text(60),
  CustomerAddr: Text(100),
  CustomerPhone: Text(20),
  CustomerEmail: Text(80),
  ClearanceMark: z.enum(['', '1', '2']).default(''),
  Print: z.enum(['0', '1']),
  Donation: z.enum(['0', '1']),
  LoveCode: z
    .string()
    .refine((c) => c === '' || isValidDonationCode(c), '捐贈碼格式不正確')
    .default(''),
  CarrierType: z.enum(CARRIER_CODES),
  CarrierNum: Text(64),
  TaxType: z.enum(TAX_TYPES),
  SalesAmount: z.number().int().nonnegative(),
  InvoiceRemark: Text(200),
  Items: z.array(ItemSchema).min(1).max(999),
  InvType: z.enum(['07', '08']).default('07'),
  /** 1: item prices include tax. */
  vat: z.enum(['0', '1']).default('1'),
});

/** ECPay's rules across fields, each the reason of one of its refusals. */
const issueProblems = (d: z.infer<typeof IssueFields>): string[] => {
  const problems: string[] = [];
  if (!d.CustomerPhone && !d.CustomerEmail) problems.push('CustomerPhone 或 CustomerEmail 須擇一填寫');
  if (d.Print === '1' && (!d.CustomerName || !d.CustomerAddr))
    problems.push('列印發票須有 CustomerName 與 CustomerAddr');
  if (d.Print === '1' && (d.CarrierType || d.Donation === '1')) problems.push('列印發票不可有載具或捐贈');
  if (d.Donation === '1' && (!d.LoveCode || d.CarrierType || d.CustomerIdentifier))
    problems.push('捐贈須有 LoveCode，且不可有載具或統一編號');
  if (d.Donation === '0' && d.LoveCode) problems.push('未捐贈不可有 LoveCode');
  if ((d.CarrierType === '2' || d.CarrierType === '3') !== Boolean(d.CarrierNum))
    problems.push('自然人憑證與手機條碼載具須有 CarrierNum，其他不可有');
  if (d.CarrierType === '3' && !isValidMobileBarcode(d.CarrierNum)) problems.push('手機條碼格式不正確');
  if (d.CarrierType === '2' && !isValidCitizenCertificate(d.CarrierNum))
    problems.push('自然人憑證格式不正確');
  if (d.CustomerIdentifier && d.Print === '0' && d.CarrierType !== '1')
    problems.push('有統一編號而不列印時，載具須為綠界載具');
  const sum = d.Items.reduce((acc, i) => acc + i.ItemAmount, 0);
  if (Math.round(sum) !== d.SalesAmount) problems.push('商品合計與 SalesAmount 不符');
  if (d.Items.some((i) => Math.abs(i.ItemPrice * i.ItemCount - i.ItemAmount) >= 1))
    problems.push('ItemAmount 須為 ItemPrice 乘以 ItemCount');
  return problems;
};

export const IssueDataSchema = IssueFields.superRefine((d, ctx) => {
  for (const message of issueProblems(d)) ctx.addIssue({ code: 'custom', message });
});
export type IssueData = z.input<typeof IssueDataSchema>;

export const InvalidDataSchema = z.object({
  MerchantID,
  InvoiceNo: InvoiceNoSchema,
  InvoiceDate: DaySchema,
  Reason: z.string().min(1).max(20),
});
export type InvalidData = z.input<typeof InvalidDataSchema>;

export const AllowanceDataSchema = z
  .object({
    MerchantID,
    InvoiceNo: InvoiceNoSchema,
    InvoiceDate: DaySchema,
    /** S text, E email, A both, N no notice. */
    AllowanceNotify: z.enum(['S', 'E', 'A', 'N']),
    CustomerName: Text(60),
    NotifyMail: Text(80),
    NotifyPhone: Text(20),
    AllowanceAmount: z.number().int().positive(),
    Items: z.array(ItemSchema).min(1),
  })
  .superRefine((d, ctx) => {
    const sum = Math.round(d.Items.reduce((acc, i) => acc + i.ItemAmount, 0));
    if (sum !== d.AllowanceAmount)
      ctx.addIssue({ code: 'custom', message: '折讓商品合計與 AllowanceAmount 不符' });
  });
export type AllowanceData = z.input<typeof AllowanceDataSchema>;

/** By our RelateNumber, or by the invoice's number and date. */
export const GetIssueDataSchema = z.union([
  z.object({ MerchantID, RelateNumber: RelateNumberSchema }),
  z.object({ MerchantID, InvoiceNo: InvoiceNoSchema, InvoiceDate: DaySchema }),
]);
export type GetIssueData = z.input<typeof GetIssueDataSchema>;

export const CheckBarcodeDataSchema = z.object({ MerchantID, BarCode: z.string().min(1).max(8) });
export const CheckLoveCodeDataSchema = z.object({ MerchantID, LoveCode: z.string().min(1).max(7) });
