import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { CashbackFieldsSchema, setCashbackIn } from '../../cashback/setting';
import type { DbOrTx } from '../../db/client';
import {
  deliveries,
  invoiceConfigs,
  lineChannels,
  logisticsConfigs,
  paymentConfigs,
  smsConfigs,
} from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { configureInvoiceIn, InvoiceFieldsSchema } from '../../invoices/operatorConfig';
import { configureLineIn, LineFieldsSchema } from '../../line/operatorConfig';
import {
  DeliveryFieldsSchema,
  lockShop,
  refineDelivery,
  removeDeliveryIn,
  saveDeliveryIn,
} from '../../operator/deliveries';
import { changeDomainIn } from '../../operator/domains';
import { LimitsFieldsSchema, setLimitsIn } from '../../operator/limits';
import { setModuleIn, SHOP_MODULES } from '../../operator/modules';
import { PaymentFieldsSchema, refineAccount, setPaymentIn } from '../../operator/payments';
import { ShopDomainSchema } from '../../operator/target';
import {
  configureGatewayIn,
  configureLogisticsIn,
  GatewayFieldsSchema,
  LogisticsFieldsSchema,
  refineGateway,
} from '../../payments/operatorConfig';
import {
  PromoCodeFieldsSchema,
  PromotionFieldsSchema,
  savePromoCodeIn,
  savePromotionIn,
} from '../../promotions/edit';
import type { ShopRef } from '../../shops/find';
import { configureSmsIn, SmsFieldsSchema } from '../../sms/operatorConfig';
import { VersionSchema } from '../edit';
import { keptKeys } from './keptKeys';
import type { SettingsView } from './settingsView';

/**
 * The settings the console saves, one section a save. Each section's rule is the service's own (the
 * operator command calls the same function with the shop it found by host); a section here only
 * reads the console's body, finds the row an id names within the shop, and keeps stored keys the
 * owner did not type again (keptKeys).
 */

/** Every save names the settings version it started from. */
const versioned = <S extends z.ZodType>(schema: S) =>
  z.intersection(z.object({ version: VersionSchema }), schema);

const Id = z.number({ error: '缺少編號' }).int().positive().max(2_147_483_647);

type Applied = { removedHosts?: string[] };
type Section<S extends z.ZodType> = {
  schema: S;
  /** The part of the settings the section changes, as recorded before and after (no key values). */
  part: (view: SettingsView) => Record<string, unknown>;
  apply: (tx: DbOrTx, shop: ShopRef, body: z.output<S>) => Promise<Applied | void>;
};
const section = <S extends z.ZodType>(s: Section<S>) => s;

const deliverySave = DeliveryFieldsSchema.extend({
  action: z.literal('save'),
  id: Id.optional(),
}).superRefine(refineDelivery);
const deliveryRemove = z.object({ action: z.literal('remove'), id: Id });

async function deliveryOf(tx: DbOrTx, shopId: number, id: number) {
  const [row] = await tx
    .select({ id: deliveries.id, name: deliveries.name })
    .from(deliveries)
    .where(and(eq(deliveries.shopId, shopId), eq(deliveries.id, id)));
  if (!row) throw notFound('配送方式');
  return row;
}

/** Stored keys of the same provider and environment, to keep when none are typed. */
const stored = (
  row:
    { provider: string | null; environment: string; credentials: Record<string, string> | null } | undefined,
  provider: string,
  environment: string,
) =>
  row && { same: row.provider === provider && row.environment === environment, credentials: row.credentials };

export const SETTINGS_SECTIONS = {
  deliveries: section({
    schema: versioned(
      z.discriminatedUnion('action', [deliverySave, deliveryRemove], { error: 'action 須為 save 或 remove' }),
    ),
    part: (v) => ({ deliveries: v.deliveries }),
    async apply(tx, shop, body) {
      await lockShop(tx, shop.id);
      if (body.action === 'remove') {
        const row = await deliveryOf(tx, shop.id, body.id);
        return void (await removeDeliveryIn(tx, shop.id, row.id, row.name));
      }
      if (body.id !== undefined) await deliveryOf(tx, shop.id, body.id);
      // The operator command finds a delivery by its name: two of one name would leave it guessing.
      const [twin] = await tx
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(
          and(
            eq(deliveries.shopId, shop.id),
            eq(deliveries.name, body.name),
            ...(body.id === undefined ? [] : [ne(deliveries.id, body.id)]),
          ),
        );
      if (twin) throw new HttpError(409, `已有名為「${body.name}」的配送方式`);
      await saveDeliveryIn(tx, shop.id, body.id ?? null, body);
    },
  }),
  payments: section({
    schema: versioned(PaymentFieldsSchema.superRefine(refineAccount)),
    part: (v) => ({
      payments: v.payments.map(({ type, enabled, fee, account }) => ({ type, enabled, fee, account })),
    }),
    async apply(tx, shop, body) {
      await lockShop(tx, shop.id);
      await setPaymentIn(tx, shop.id, body);
    },
  }),
  gateway: section({
    schema: versioned(GatewayFieldsSchema.superRefine(refineGateway)),
    part: (v) => ({
      gateway: v.payments.map(({ type, enabled, gateway, environment, keys }) => ({
        type,
        enabled,
        gateway,
        environment,
        keys,
      })),
    }),
    async apply(tx, shop, body) {
      await lockShop(tx, shop.id);
      const [row] = await tx
        .select({
          provider: paymentConfigs.gateway,
          environment: paymentConfigs.environment,
          credentials: paymentConfigs.credentials,
        })
        .from(paymentConfigs)
        .where(and(eq(paymentConfigs.shopId, shop.id), eq(paymentConfigs.type, body.type)));
      const credentials = keptKeys(body.credentials, stored(row, body.provider, body.environment));
      await configureGatewayIn(tx, shop.id, { ...body, credentials });
    },
  }),
  logistics: section({
    schema: versioned(LogisticsFieldsSchema),
    part: (v) => ({ logistics: v.logistics }),
    async apply(tx, shop, body) {
      const [row] = await tx.select().from(logisticsConfigs).where(eq(logisticsConfigs.shopId, shop.id));
      const credentials = keptKeys(body.credentials, stored(row, body.provider, body.environment));
      await configureLogisticsIn(tx, shop.id, { ...body, credentials });
    },
  }),
  invoice: section({
    schema: versioned(InvoiceFieldsSchema),
    part: (v) => ({ invoice: v.invoice }),
    async apply(tx, shop, body) {
      const [row] = await tx.select().from(invoiceConfigs).where(eq(invoiceConfigs.shopId, shop.id));
      const credentials = keptKeys(body.credentials, stored(row, body.provider, body.environment));
      await configureInvoiceIn(tx, shop.id, { ...body, credentials });
    },
  }),
  sms: section({
    schema: versioned(SmsFieldsSchema),
    part: (v) => ({ sms: v.sms }),
    async apply(tx, shop, body) {
      const [row] = await tx.select().from(smsConfigs).where(eq(smsConfigs.orgId, shop.orgId));
      const credentials = keptKeys(
        body.credentials,
        row && { same: row.provider === body.provider, credentials: row.credentials },
      );
      await configureSmsIn(tx, shop.orgId, { ...body, credentials });
    },
  }),
  line: section({
    schema: versioned(LineFieldsSchema),
    part: (v) => ({ line: v.line }),
    async apply(tx, shop, body) {
      const [row] = await tx.select().from(lineChannels).where(eq(lineChannels.shopId, shop.id));
      const credentials = keptKeys(
        body.credentials,
        row && {
          same: row.environment === body.environment,
          credentials: { channelSecret: row.channelSecret },
        },
      );
      await configureLineIn(tx, shop.id, { ...body, credentials });
    },
  }),
  modules: section({
    schema: versioned(
      z.object({
        module: z.enum(SHOP_MODULES, { error: `模組須為 ${SHOP_MODULES.join('、')} 之一` }),
        enabled: z.boolean({ error: '請選擇開啟或關閉' }),
      }),
    ),
    part: (v) => ({ modules: v.modules }),
    apply: (tx, shop, body) => setModuleIn(tx, shop.id, body.module, body.enabled),
  }),
  cashback: section({
    schema: versioned(CashbackFieldsSchema),
    part: (v) => ({ cashback: v.cashback }),
    apply: (tx, shop, body) => setCashbackIn(tx, shop.id, body),
  }),
  limits: section({
    schema: versioned(LimitsFieldsSchema),
    part: (v) => ({ limits: v.limits }),
    apply: async (tx, shop, body) => void (await setLimitsIn(tx, shop.id, body)),
  }),
  promotions: section({
    schema: versioned(PromotionFieldsSchema),
    part: (v) => ({ promotions: v.promotions }),
    apply: async (tx, shop, body) => void (await savePromotionIn(tx, shop.id, body)),
  }),
  promoCodes: section({
    schema: versioned(PromoCodeFieldsSchema),
    part: (v) => ({ promoCodes: v.promoCodes }),
    apply: async (tx, shop, body) => void (await savePromoCodeIn(tx, shop.id, body)),
  }),
  domains: section({
    schema: versioned(
      z.object({
        action: z.enum(['add', 'remove'], { error: 'action 須為 add 或 remove' }),
        domain: ShopDomainSchema,
      }),
    ),
    part: (v) => ({ domains: v.domains }),
    async apply(tx, shop, body) {
      await changeDomainIn(tx, shop, body.action, body.domain);
      // A removed domain is no longer the shop's, yet its pages and lookup are still cached.
      return { removedHosts: body.action === 'remove' ? [body.domain] : [] };
    },
  }),
};
export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
