import { z } from 'zod';

/** ECPay's e-invoice merchant keys: HashKey and HashIV are the AES-128 key and IV, 16 characters each. */
export const InvoiceCredentialsSchema = z.object({
  MerchantID: z.string().regex(/^[A-Za-z0-9]{1,10}$/),
  HashKey: z.string().regex(/^[\x21-\x7e]{16}$/),
  HashIV: z.string().regex(/^[\x21-\x7e]{16}$/),
});
export type InvoiceCredentials = z.infer<typeof InvoiceCredentialsSchema>;
