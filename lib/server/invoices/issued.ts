import { z } from 'zod';

/**
 * The e-invoice of an order as the provider issued it, kept on the order: its number (two letters
 * and eight digits), when it was issued, its four-digit random code, and when it was voided.
 */
export const IssuedOrderInvoiceSchema = z.object({
  number: z.string().regex(/^[A-Z]{2}\d{8}$/),
  /** ISO time. */
  issuedAt: z.string(),
  randomCode: z.string().regex(/^\d{4}$/),
  voidedAt: z.string().nullable().default(null),
});
export type IssuedOrderInvoice = z.infer<typeof IssuedOrderInvoiceSchema>;
