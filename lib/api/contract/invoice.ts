import { z } from 'zod/mini';
import {
  isValidCitizenCertificate,
  isValidDonationCode,
  isValidMobileBarcode,
  isValidTaxId,
} from '@/lib/invoice/rules';
import { OptionalEmailSchema, optionalText } from './fields';

// ---- invoice (spec §3, §4: B2C by default; B2C drops customerIdentifier and customerName) ----

export const INVOICE_TYPES = ['B2C', 'B2B'] as const;
export const CARRIER_TYPES = ['member', 'mobile', 'citizen', 'donation'] as const;
export type CarrierType = (typeof CARRIER_TYPES)[number];

export const INVOICE_MESSAGES = {
  taxId: '統一編號格式不正確',
  companyName: '請輸入公司名稱',
  mobile: '手機條碼格式不正確（/ 加 7 碼英數字）',
  citizen: '自然人憑證條碼格式不正確（2 碼英文加 14 碼數字）',
  donation: '捐贈碼格式不正確（3 至 7 碼數字）',
} as const;

const InvoiceFieldsSchema = z.object({
  type: z._default(z.enum(INVOICE_TYPES), 'B2C'),
  carrierType: z._default(z.enum(CARRIER_TYPES), 'member'),
  carrierNum: optionalText(20, '載具號碼過長'),
  customerIdentifier: optionalText(8, INVOICE_MESSAGES.taxId),
  customerName: optionalText(100, '公司名稱最多 100 個字'),
  customerAddress: optionalText(200, '地址最多 200 個字'),
  customerEmail: OptionalEmailSchema,
});

/** An invoice as typed: each field bounded, not yet checked as a whole (saved checkout info keeps drafts). */
export const InvoiceDraftSchema = z.partial(InvoiceFieldsSchema);

export const InvoiceSchema = z.pipe(
  InvoiceFieldsSchema.check(
    z.superRefine((inv, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (inv.type === 'B2B') {
        if (!inv.customerIdentifier || !isValidTaxId(inv.customerIdentifier))
          issue('customerIdentifier', INVOICE_MESSAGES.taxId);
        if (!inv.customerName) issue('customerName', INVOICE_MESSAGES.companyName);
        return;
      }
      const num = inv.carrierNum ?? '';
      if (inv.carrierType === 'mobile' && !isValidMobileBarcode(num))
        issue('carrierNum', INVOICE_MESSAGES.mobile);
      if (inv.carrierType === 'citizen' && !isValidCitizenCertificate(num))
        issue('carrierNum', INVOICE_MESSAGES.citizen);
      if (inv.carrierType === 'donation' && !isValidDonationCode(num))
        issue('carrierNum', INVOICE_MESSAGES.donation);
    }),
  ),
  z.transform((inv) =>
    inv.type === 'B2C'
      ? {
          ...inv,
          customerIdentifier: null,
          customerName: null,
          carrierNum: inv.carrierType === 'member' ? null : inv.carrierNum,
        }
      : { ...inv, carrierType: null, carrierNum: null },
  ),
);
export type Invoice = z.output<typeof InvoiceSchema>;
export type InvoiceInput = z.input<typeof InvoiceSchema>;
