import { randomBytes } from 'node:crypto';
import type { InvoiceCredentials } from '../config';

/** Fresh sandbox keys for a shop: the sandbox finds the shop by this merchant id and reads with these keys. */
export const newSandboxInvoiceKeys = (shopId: number): InvoiceCredentials => ({
  MerchantID: `SB${shopId}`,
  HashKey: randomBytes(8).toString('hex'),
  HashIV: randomBytes(8).toString('hex'),
});
