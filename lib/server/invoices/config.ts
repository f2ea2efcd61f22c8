import { z } from 'zod';

/** Where a shop's e-invoices are issued: ECPay, or the built-in sandbox speaking ECPay's protocol. */
export const INVOICE_PROVIDERS = ['ecpay', 'sandbox'] as const;
export type InvoiceProvider = (typeof INVOICE_PROVIDERS)[number];

export const INVOICE_ENVIRONMENTS = ['test', 'production'] as const;
export type InvoiceEnvironment = (typeof INVOICE_ENVIRONMENTS)[number];

/** ECPay's e-invoice merchant keys: HashKey and HashIV are the AES-128 key and IV, 16 characters each. */
export const InvoiceCredentialsSchema = z.object({
  MerchantID: z.string().regex(/^[A-Za-z0-9]{1,10}$/),
  HashKey: z.string().regex(/^[\x21-\x7e]{16}$/),
  HashIV: z.string().regex(/^[\x21-\x7e]{16}$/),
});
export type InvoiceCredentials = z.infer<typeof InvoiceCredentialsSchema>;

/**
 * When a shop issues an order's invoice: `paid`, once the money is in (an online payment, a confirmed
 * transfer, a free order at creation, a cash-on-delivery order once completed), or `shipped`, once
 * the parcel leaves.
 */
export const INVOICE_MOMENTS = ['paid', 'shipped'] as const;
export type InvoiceMoment = (typeof INVOICE_MOMENTS)[number];
