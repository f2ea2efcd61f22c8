import { and, asc, eq } from 'drizzle-orm';
import type { PaymentConfigTypes, PaymentType } from '@/lib/api/contract';
import { isOfflinePayment, PaymentConfigSchema } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { paymentConfigs } from '../db/schema';
import { sandboxAllowed } from './sandbox/gateway';

export type PaymentConfigRow = typeof paymentConfigs.$inferSelect;

/**
 * Whether money can be taken this way: cash on delivery always; ATM either as a transfer to the
 * shop's own account (no gateway: once the shop has given the account) or into per-order virtual
 * accounts (a gateway: once it has its keys); an online type only once the shop has a gateway with
 * its keys for it. A type the shop lists without what it needs is not offered at all, rather than
 * offered and failing after the order holds its stock.
 */
export const isTakeable = (
  c: Pick<PaymentConfigRow, 'type' | 'gateway' | 'credentials' | 'account'>,
): boolean => {
  if (c.type === 'atm' && c.gateway === null) return c.account !== null;
  if (c.type !== 'atm' && isOfflinePayment(c.type as PaymentType)) return true;
  return c.gateway !== null && c.credentials !== null && (c.gateway !== 'sandbox' || sandboxAllowed());
};

/** ATM through a gateway that issues each order its own virtual account, paid automatically. */
export const issuesVirtualAccounts = (c: Pick<PaymentConfigRow, 'type' | 'gateway'>): boolean =>
  c.type === 'atm' && c.gateway !== null;

/** `types` lists what a shopper may pay with now; the configs include the disabled ones. No keys leave here. */
export async function paymentConfigTypes(db: DbOrTx, shopId: number): Promise<PaymentConfigTypes> {
  const rows = await db
    .select()
    .from(paymentConfigs)
    .where(eq(paymentConfigs.shopId, shopId))
    .orderBy(asc(paymentConfigs.order), asc(paymentConfigs.id));
  const configs = rows.map((r) =>
    PaymentConfigSchema.parse({ id: r.id, type: r.type, enable: r.enable && isTakeable(r), fee: r.fee }),
  );
  return { types: configs.filter((c) => c.enable).map((c) => c.type), ecommercePaymentConfigs: configs };
}

/** The shop's configuration of one payment type, keys included: for the server's own use. */
export async function paymentConfigOf(
  db: DbOrTx,
  shopId: number,
  type: string,
): Promise<PaymentConfigRow | null> {
  const [row] = await db
    .select()
    .from(paymentConfigs)
    .where(and(eq(paymentConfigs.shopId, shopId), eq(paymentConfigs.type, type)));
  return row ?? null;
}
