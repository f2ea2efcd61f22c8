import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { invoiceConfigs } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { keysSafe } from '../kernel/keysSafe';
import type { Wording } from '../kernel/wording';
import { SANDBOX_NOT_ALLOWED, sandboxAllowed } from '../payments/sandbox/gateway';
import { findShopByHost } from '../shops/byHost';
import { INVOICE_ENVIRONMENTS, INVOICE_MOMENTS, INVOICE_PROVIDERS } from '@/lib/console/contract/settings';
import { InvoiceCredentialsSchema, type InvoiceCredentials } from './config';
import { newSandboxInvoiceKeys } from './sandbox/keys';

/**
 * How an operator gives a shop its e-invoice provider: ECPay with the merchant's keys (checked, then
 * never answered back), or the sandbox, whose keys are made here and kept across switches so the
 * invoices it issued stay the shop's.
 */

export const InvoiceFieldsSchema = z.object({
  provider: z.enum(INVOICE_PROVIDERS, { message: `發票平台須為 ${INVOICE_PROVIDERS.join('、')} 之一` }),
  environment: z
    .enum(INVOICE_ENVIRONMENTS, { message: `環境須為 ${INVOICE_ENVIRONMENTS.join('、')} 之一` })
    .default('test'),
  issueAt: z
    .enum(INVOICE_MOMENTS, { message: `開立時機須為 ${INVOICE_MOMENTS.join('、')} 之一` })
    .default('paid'),
  credentials: z.record(z.string().max(100), z.string().max(500)).nullish(),
});
export const OperatorInvoiceBodySchema = InvoiceFieldsSchema.extend({
  host: z.string().trim().min(1).max(253),
});
export type OperatorInvoiceBody = z.output<typeof OperatorInvoiceBodySchema>;

export const INVOICE_KEYS_INVALID =
  '金鑰檔須為 {"MerchantID": "…", "HashKey": "…", "HashIV": "…"}（HashKey 與 HashIV 各 16 字元）';
/** The same check as the console says it: keys are typed into fields there, not given as a file. */
const CONSOLE_INVOICE_KEYS_INVALID = '金鑰須填 MerchantID、HashKey、HashIV（HashKey 與 HashIV 各 16 字元）';

export async function configureInvoice(db: Db, body: OperatorInvoiceBody) {
  const shop = await findShopByHost(db, body.host);
  await keysSafe('invoice', () => configureInvoiceIn(db, shop.id, body));
  return {
    changedShops: [shop.id],
    host: body.host,
    provider: body.provider,
    environment: body.environment,
    issueAt: body.issueAt,
  };
}

export type InvoiceFields = z.output<typeof InvoiceFieldsSchema>;

/** Sets the shop's e-invoice provider; the caller runs it under keysSafe. */
export async function configureInvoiceIn(
  db: DbOrTx,
  shopId: number,
  body: InvoiceFields,
  wording: Wording = 'operator',
): Promise<void> {
  let credentials: InvoiceCredentials;
  if (body.provider === 'sandbox') {
    if (!sandboxAllowed()) throw new DomainError('invalid', SANDBOX_NOT_ALLOWED);
    credentials = await sandboxKeysOf(db, shopId);
  } else {
    const keys = InvoiceCredentialsSchema.safeParse(body.credentials);
    if (!keys.success)
      throw new DomainError(
        'invalid',
        wording === 'operator' ? INVOICE_KEYS_INVALID : CONSOLE_INVOICE_KEYS_INVALID,
      );
    credentials = keys.data;
  }
  const values = {
    provider: body.provider,
    environment: body.environment,
    issueAt: body.issueAt,
    credentials,
    updatedAt: new Date(),
  };
  await db
    .insert(invoiceConfigs)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: invoiceConfigs.shopId, set: values });
}

/** The shop's sandbox keys: the ones it had, or new ones under a merchant id of its own. */
async function sandboxKeysOf(db: DbOrTx, shopId: number): Promise<InvoiceCredentials> {
  const [row] = await db
    .select({ provider: invoiceConfigs.provider, credentials: invoiceConfigs.credentials })
    .from(invoiceConfigs)
    .where(eq(invoiceConfigs.shopId, shopId));
  const kept = row?.provider === 'sandbox' ? InvoiceCredentialsSchema.safeParse(row.credentials) : null;
  if (kept?.success) return kept.data;
  return newSandboxInvoiceKeys(shopId);
}
