import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { logisticsConfigs } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { keysSafe } from '../kernel/keysSafe';
import { findShopByHost } from '../shops/byHost';
import { GATEWAY_ENVIRONMENTS } from '../payments/gateway';
import { GivenKeys, KEYS_INVALID, OperatorHost } from '../payments/operatorConfig';
import { SANDBOX_NOT_ALLOWED, sandboxAllowed } from '../payments/sandbox/gateway';
import { EcpayLogisticsCredentialsSchema } from './config';

/**
 * How an operator (or the console's settings) switches a shop's store map and parcels to ECPay with
 * the merchant's logistics keys, or to the sandbox. Keys are checked against ECPay's own schema and
 * never answered back.
 */

export const LogisticsFieldsSchema = z.object({
  provider: z.enum(['sandbox', 'ecpay'], { message: '超商地圖須為 sandbox 或 ecpay' }),
  environment: z.enum(GATEWAY_ENVIRONMENTS).default('test'),
  credentials: GivenKeys,
});
export const OperatorLogisticsBodySchema = LogisticsFieldsSchema.extend({ host: OperatorHost });
export type OperatorLogisticsBody = z.output<typeof OperatorLogisticsBodySchema>;

export async function configureLogistics(db: Db, body: OperatorLogisticsBody) {
  const shop = await findShopByHost(db, body.host);
  await keysSafe('payment', () => configureLogisticsIn(db, shop.id, body));
  return { changedShops: [shop.id], host: body.host, provider: body.provider, environment: body.environment };
}

export type LogisticsFields = z.output<typeof LogisticsFieldsSchema>;

/** Sets the shop's store map; the caller runs it under keysSafe. */
export async function configureLogisticsIn(db: DbOrTx, shopId: number, body: LogisticsFields): Promise<void> {
  const credentials = body.provider === 'ecpay' ? body.credentials : null;
  if (body.provider === 'ecpay' && !EcpayLogisticsCredentialsSchema.safeParse(credentials).success)
    throw new DomainError('invalid', KEYS_INVALID);
  const values = { provider: body.provider, environment: body.environment, credentials: credentials ?? null };
  if (body.provider === 'sandbox' && !sandboxAllowed()) throw new DomainError('invalid', SANDBOX_NOT_ALLOWED);
  await db
    .insert(logisticsConfigs)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: logisticsConfigs.shopId, set: values });
}
