import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { logisticsConfigs } from '../db/schema';
import type { GatewayEnvironment } from '../payments/gateway';
import { sandboxAllowed } from '../payments/sandbox/gateway';
import { EcpayLogisticsCredentialsSchema } from './config';
import type { LogisticsKeys } from './ecpay/express';

/** A shop's logistics provider with the keys its shipments are signed with. */
export type ShopLogistics = {
  provider: 'sandbox' | 'ecpay';
  environment: GatewayEnvironment;
  keys: LogisticsKeys;
};

const SANDBOX_MERCHANT = /^SANDBOXLOG(\d{1,10})$/;
const sandboxMerchantId = (shopId: number) => `SANDBOXLOG${shopId}`;
/** The shop a sandbox MerchantID belongs to, or null for any other id. */
export const shopOfSandboxMerchant = (merchantId: string): number | null => {
  const m = SANDBOX_MERCHANT.exec(merchantId);
  return m ? Number(m[1]) : null;
};

/**
 * The shop's logistics keys, or null when it has none it may use: no config, ECPay keys that do not
 * parse, or the sandbox where the sandbox is not allowed. A sandbox shop's keys are made on first
 * use and kept, so the sandbox signs its notices as ECPay signs with a merchant's keys.
 */
export async function shopLogistics(db: DbOrTx, shopId: number): Promise<ShopLogistics | null> {
  const [config] = await db.select().from(logisticsConfigs).where(eq(logisticsConfigs.shopId, shopId));
  if (!config) return null;
  if (config.provider === 'ecpay') {
    const keys = EcpayLogisticsCredentialsSchema.safeParse(config.credentials);
    return keys.success ? { provider: 'ecpay', environment: config.environment, keys: keys.data } : null;
  }
  if (!sandboxAllowed()) return null;
  const kept = EcpayLogisticsCredentialsSchema.safeParse(config.credentials);
  if (kept.success) return { provider: 'sandbox', environment: 'test', keys: kept.data };
  await db
    .update(logisticsConfigs)
    .set({
      credentials: {
        merchantId: sandboxMerchantId(shopId),
        hashKey: randomBytes(16).toString('hex'),
        hashIV: randomBytes(8).toString('hex'),
      },
    })
    // Two first uses at once keep the keys of whichever wrote first.
    .where(and(eq(logisticsConfigs.shopId, shopId), isNull(logisticsConfigs.credentials)));
  return shopLogistics(db, shopId);
}
