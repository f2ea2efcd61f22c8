import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invoiceConfigs } from '../db/schema';
import { sandboxAllowed } from '../payments/sandbox/gateway';
import { InvoiceCredentialsSchema, type InvoiceCredentials } from './config';
import type { InvoiceEnvironment } from '@/lib/console/contract/settings';
import type { CallOptions } from './ecpay/client';

/** Where the sandbox answers on this deployment, in place of ECPay's host. */
export const SANDBOX_INVOICE_PATH = '/api-client/sandboxInvoice';

export type InvoiceTarget = {
  keys: InvoiceCredentials;
  environment: InvoiceEnvironment;
  options: CallOptions;
};

/**
 * What the e-invoice calls of a shop need: its keys, environment, and for the sandbox this
 * deployment's origin. Null when the shop has no provider (or the sandbox is not allowed here), so
 * nothing is issued rather than something failing.
 */
export async function invoiceTargetOf(
  db: DbOrTx,
  shopId: number,
  origin: string,
): Promise<InvoiceTarget | null> {
  const [row] = await db.select().from(invoiceConfigs).where(eq(invoiceConfigs.shopId, shopId));
  if (!row || (row.provider === 'sandbox' && !sandboxAllowed())) return null;
  const keys = InvoiceCredentialsSchema.safeParse(row.credentials);
  if (!keys.success) return null;
  return {
    keys: keys.data,
    environment: row.environment,
    options: row.provider === 'sandbox' ? { baseUrl: `${origin}${SANDBOX_INVOICE_PATH}` } : {},
  };
}
