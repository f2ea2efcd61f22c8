import { and, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { isOfflinePayment, PAYMENT_TYPES, type PaymentType } from '@/lib/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { paymentConfigs } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { keysSafe } from '../kernel/keysSafe';
import { findShopByHost } from '../shops/byHost';
import { GATEWAY_ENVIRONMENTS } from './gateway';
import { GATEWAY_PROVIDERS, type GatewayProvider } from '@/lib/console/contract/settings';
import { gatewayFor } from './registry';
import { newSandboxCredentials, SANDBOX_NOT_ALLOWED, sandboxAllowed } from './sandbox/gateway';

/**
 * How an operator switches a shop's payment type to a gateway (the sandbox, or a provider with the
 * merchant's keys). Keys are checked against the provider's own schema and never answered back. The
 * store map's keys are set by logistics/operatorConfig.ts.
 */

/** The host an operator names a shop by, and the keys of a provider as given (checked per provider). */
export const OperatorHost = z.string().trim().min(1).max(253);
export const GivenKeys = z.record(z.string().max(100), z.string().max(500)).nullish();

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

/** A payment type's gateway, as the operator command and the console give it. */
export const GatewayFieldsSchema = z.object({
  type: z
    .enum(PAYMENT_TYPES, { message: `付款方式須為 ${PAYMENT_TYPES.join('、')} 之一` })
    .refine((t) => t === 'atm' || !isOfflinePayment(t), '貨到付款與免收款不經金流'),
  provider: z.enum(GATEWAY_PROVIDERS, { message: `金流須為 ${GATEWAY_PROVIDERS.join('、')} 之一` }),
  environment: z.enum(GATEWAY_ENVIRONMENTS).default('test'),
  credentials: GivenKeys,
  enable: z.boolean().default(true),
});

/** Each provider takes only its own types (PROVIDER_TYPES). */
export function refineGateway(
  b: { type: PaymentType; provider: GatewayProvider },
  ctx: z.RefinementCtx,
): void {
  if (!PROVIDER_TYPES[b.provider]?.includes(b.type))
    ctx.addIssue({ code: 'custom', path: ['provider'], message: '此金流不提供這種付款方式' });
}

export const OperatorGatewayBodySchema = GatewayFieldsSchema.extend({ host: OperatorHost }).superRefine(
  refineGateway,
);
export type OperatorGatewayBody = z.output<typeof OperatorGatewayBodySchema>;

export const KEYS_INVALID = '金鑰不完整或格式不符此金流';
/** Spec §9: Ibon carries a NT$15 fee; a type first configured here starts with it. */
const DEFAULT_FEES: Partial<Record<PaymentType, number>> = { Ibon: 15 };

export async function configureGateway(db: Db, body: OperatorGatewayBody) {
  const shop = await findShopByHost(db, body.host);
  await keysSafe('payment', () => db.transaction((tx) => configureGatewayIn(tx, shop.id, body)));
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

/** The gateway fields of a payment type, whoever names the shop. */
export type GatewayFields = z.output<typeof GatewayFieldsSchema>;

/**
 * Switches a payment type of the shop to a gateway, inside the caller's transaction (which the
 * caller runs under keysSafe: its statements carry the keys).
 */
export async function configureGatewayIn(tx: DbOrTx, shopId: number, body: GatewayFields): Promise<void> {
  if (body.provider === 'sandbox' && !sandboxAllowed()) throw new DomainError('invalid', SANDBOX_NOT_ALLOWED);
  const credentials =
    body.provider === 'sandbox' ? await sandboxKeysOf(tx, shopId) : (body.credentials ?? null);
  const values = {
    gateway: body.provider,
    environment: body.environment,
    credentials,
    enable: body.enable,
  };
  // The adapter is built once with the keys: what it cannot work with is refused before it is saved.
  try {
    gatewayFor(
      { id: 0, shopId, type: body.type, fee: 0, order: 0, account: null, ...values },
      'http://localhost',
    );
  } catch {
    throw new DomainError('invalid', KEYS_INVALID);
  }
  const mine = and(eq(paymentConfigs.shopId, shopId), eq(paymentConfigs.type, body.type));
  const [existing] = await tx.select({ id: paymentConfigs.id }).from(paymentConfigs).where(mine);
  if (existing) {
    await tx.update(paymentConfigs).set(values).where(mine);
    return;
  }
  const [last] = await tx
    .select({ order: max(paymentConfigs.order) })
    .from(paymentConfigs)
    .where(eq(paymentConfigs.shopId, shopId));
  await tx.insert(paymentConfigs).values({
    shopId,
    type: body.type,
    fee: DEFAULT_FEES[body.type] ?? 0,
    order: (last?.order ?? -1) + 1,
    ...values,
  });
}

/** One set of sandbox keys per shop, shared by its types, as the sandbox finds a merchant by its id. */
async function sandboxKeysOf(db: DbOrTx, shopId: number): Promise<Record<string, string>> {
  const [existing] = await db
    .select({ credentials: paymentConfigs.credentials })
    .from(paymentConfigs)
    .where(and(eq(paymentConfigs.shopId, shopId), eq(paymentConfigs.gateway, 'sandbox')))
    .limit(1);
  return existing?.credentials ?? newSandboxCredentials(shopId);
}
