import { and, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { isOfflinePayment, PAYMENT_TYPES, type PaymentType } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { logisticsConfigs, paymentConfigs } from '../db/schema';
import { HttpError } from '../http/errors';
import { EcpayLogisticsCredentialsSchema } from '../logistics/config';
import { keysSafe } from '../operator/keysSafe';
import { findShopByHost } from '../shops/byHost';
import { GATEWAY_ENVIRONMENTS, GATEWAY_PROVIDERS, type GatewayProvider } from './gateway';
import { gatewayFor } from './registry';
import { newSandboxCredentials, SANDBOX_NOT_ALLOWED, sandboxAllowed } from './sandbox/gateway';

/**
 * How an operator switches a shop's payment type to a gateway (the sandbox, or a provider with the
 * merchant's keys) and its store map to ECPay. Keys are checked against the provider's own schema
 * and never answered back.
 */

const Host = z.string().trim().min(1).max(253);
const Keys = z.record(z.string().max(100), z.string().max(500)).nullish();

/**
 * Which provider can take which payment type (NewebPay's CVS code is payable at ibon). `atm` here is
 * a virtual account per order, issued by the gateway (NewebPay's VACC, ECPay's ATM) and paid
 * automatically; `payment on --type atm` switches it back to transfers into the shop's own account.
 */
export const PROVIDER_TYPES: Record<GatewayProvider, readonly PaymentType[]> = {
  sandbox: ['newebpay', 'linepay', 'jkos', 'pchomepay', 'Ibon', 'atm'],
  newebpay: ['newebpay', 'Ibon', 'atm'],
  ecpay: ['Ibon', 'atm'],
  linepay: ['linepay'],
  jkos: ['jkos'],
  pchomepay: ['pchomepay'],
};

export const OperatorGatewayBodySchema = z
  .object({
    host: Host,
    type: z
      .enum(PAYMENT_TYPES, { message: `付款方式須為 ${PAYMENT_TYPES.join('、')} 之一` })
      .refine((t) => t === 'atm' || !isOfflinePayment(t), '貨到付款與免收款不經金流'),
    provider: z.enum(GATEWAY_PROVIDERS, { message: `金流須為 ${GATEWAY_PROVIDERS.join('、')} 之一` }),
    environment: z.enum(GATEWAY_ENVIRONMENTS).default('test'),
    credentials: Keys,
    enable: z.boolean().default(true),
  })
  .refine((b) => PROVIDER_TYPES[b.provider]?.includes(b.type), {
    path: ['provider'],
    message: '此金流不提供這種付款方式',
  });
export type OperatorGatewayBody = z.output<typeof OperatorGatewayBodySchema>;

export const OperatorLogisticsBodySchema = z.object({
  host: Host,
  provider: z.enum(['sandbox', 'ecpay']),
  environment: z.enum(GATEWAY_ENVIRONMENTS).default('test'),
  credentials: Keys,
});
export type OperatorLogisticsBody = z.output<typeof OperatorLogisticsBodySchema>;

export const KEYS_INVALID = '金鑰不完整或格式不符此金流';
/** Spec §9: Ibon carries a NT$15 fee; a type first configured here starts with it. */
const DEFAULT_FEES: Partial<Record<PaymentType, number>> = { Ibon: 15 };

export async function configureGateway(db: Db, body: OperatorGatewayBody) {
  const shop = await findShopByHost(db, body.host);
  if (body.provider === 'sandbox' && !sandboxAllowed()) throw new HttpError(400, SANDBOX_NOT_ALLOWED);
  const credentials =
    body.provider === 'sandbox' ? await sandboxKeysOf(db, shop.id) : (body.credentials ?? null);
  const values = {
    gateway: body.provider,
    environment: body.environment,
    credentials,
    enable: body.enable,
  };
  // The adapter is built once with the keys: what it cannot work with is refused before it is saved.
  try {
    gatewayFor(
      { id: 0, shopId: shop.id, type: body.type, fee: 0, order: 0, account: null, ...values },
      'http://localhost',
    );
  } catch {
    throw new HttpError(400, KEYS_INVALID);
  }
  const mine = and(eq(paymentConfigs.shopId, shop.id), eq(paymentConfigs.type, body.type));
  await keysSafe('payment', () =>
    db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: paymentConfigs.id }).from(paymentConfigs).where(mine);
      if (existing) {
        await tx.update(paymentConfigs).set(values).where(mine);
        return;
      }
      const [last] = await tx
        .select({ order: max(paymentConfigs.order) })
        .from(paymentConfigs)
        .where(eq(paymentConfigs.shopId, shop.id));
      await tx.insert(paymentConfigs).values({
        shopId: shop.id,
        type: body.type,
        fee: DEFAULT_FEES[body.type] ?? 0,
        order: (last?.order ?? -1) + 1,
        ...values,
      });
    }),
  );
  // Checkout reads the shop's payment types from its cached configuration reads.
  return {
    changedShops: [shop.id],
    host: body.host,
    type: body.type,
    provider: body.provider,
    environment: body.environment,
    enable: body.enable,
  };
}

export async function configureLogistics(db: Db, body: OperatorLogisticsBody) {
  const shop = await findShopByHost(db, body.host);
  const credentials = body.provider === 'ecpay' ? body.credentials : null;
  if (body.provider === 'ecpay' && !EcpayLogisticsCredentialsSchema.safeParse(credentials).success)
    throw new HttpError(400, KEYS_INVALID);
  const values = { provider: body.provider, environment: body.environment, credentials: credentials ?? null };
  if (body.provider === 'sandbox' && !sandboxAllowed()) throw new HttpError(400, SANDBOX_NOT_ALLOWED);
  await keysSafe('payment', () =>
    db
      .insert(logisticsConfigs)
      .values({ shopId: shop.id, ...values })
      .onConflictDoUpdate({ target: logisticsConfigs.shopId, set: values }),
  );
  return { changedShops: [shop.id], host: body.host, provider: body.provider, environment: body.environment };
}

/** One set of sandbox keys per shop, shared by its types, as the sandbox finds a merchant by its id. */
async function sandboxKeysOf(db: Db, shopId: number): Promise<Record<string, string>> {
  const [existing] = await db
    .select({ credentials: paymentConfigs.credentials })
    .from(paymentConfigs)
    .where(and(eq(paymentConfigs.shopId, shopId), eq(paymentConfigs.gateway, 'sandbox')))
    .limit(1);
  return existing?.credentials ?? newSandboxCredentials(shopId);
}
